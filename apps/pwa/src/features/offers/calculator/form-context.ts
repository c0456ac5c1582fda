import type { ClientPricing } from '@tragkraft/domain';

/** What every calculator form needs besides its own input. */
export type FormContext = {
  readOnly: boolean;
  pricing: ClientPricing;
  /** Fully booked days of the service family. */
  booked: readonly string[];
  openKilometres: () => void;
  openPastAddresses: () => void;
};

export type FormProps<T> = { value: T; onChange: (next: T) => void; ctx: FormContext };
