// The client's settings that change a price. Money here is Rappen (stored values).
import type { Rappen } from '../money';
import type { WashingCategory } from './types';

export type ServiceSetting = { typeId: number; serviceEnabled: boolean; discountPercent: number };

export type ClientPricing = {
  settings: ServiceSetting[];
  /** 'veriset' enables the wardrobe option on kitchens. */
  special: 'veriset' | null;
  /** Appliance-maker (Electrolux) pricing for washing, with a region choice. */
  applianceMakerPricing: boolean;
  /** Client-specific disposal per washing device, replacing the tariff per category. */
  washingDisposal?: Partial<Record<WashingCategory, Rappen>>;
};

/** A client with no discounts and every service enabled (tests, previews). */
export const DEFAULT_CLIENT: ClientPricing = {
  settings: [1, 2, 3, 4, 5, 6, 7, 8].map((typeId) => ({ typeId, serviceEnabled: true, discountPercent: 0 })),
  special: null,
  applianceMakerPricing: false,
};

/** Discount percent (0-100, clamped) of the service; 0 when the client has no setting. */
export function discountPercentFor(client: ClientPricing, typeId: number): number {
  const percent = client.settings.find((s) => s.typeId === typeId)?.discountPercent ?? 0;
  return Math.min(100, Math.max(0, percent));
}

/** Services without a setting count as disabled: availability is opt-in per client. */
export function serviceEnabledFor(client: ClientPricing, typeId: number): boolean {
  return client.settings.find((s) => s.typeId === typeId)?.serviceEnabled ?? false;
}
