import { formatChf, type Rappen } from '@tragkraft/domain';

/** An amount in Rappen as Swiss CHF text (12'345.50), optionally with the currency. */
export function Money({ value, currency = false }: { value: Rappen | null | undefined; currency?: boolean }) {
  if (value === null || value === undefined) return <>–</>;
  return <>{currency ? `CHF ${formatChf(value)}` : formatChf(value)}</>;
}
