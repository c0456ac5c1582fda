// Which lines the price panel shows per service, in the order of the offer document.
import { serviceByKey, VAT_PERCENT, vatTotals, type Rappen, type ServiceKey } from '@tragkraft/domain';

export type PriceLine = { label: string; value: number; kind: 'money' | 'count' | 'percent'; tooltip?: string; strong?: boolean };

type Spec = { field: string; label: string; kind?: PriceLine['kind']; tooltip?: string };

const RIDE: Spec = { field: 'rideCost', label: 'Fahrkosten', tooltip: 'Kilometer ab Depot Zürich, hin und zurück, pro Etappe bzw. Tag.' };

const FLOOR_LINES: Spec[] = [
  { field: 'count', label: 'Anzahl', kind: 'count' },
  { field: 'pricePer', label: 'Preis pro Stück', tooltip: 'Durchschnitt über alle Stockwerke, inklusive Stockwerkzuschlag.' },
  { field: 'price', label: 'Preis', tooltip: 'Preis für alle Stücke, inklusive Stockwerk- und Expresszuschlag.' },
  { field: 'disposal', label: 'Entsorgung', tooltip: 'Entsorgungspauschale der gewählten Zeilen.' },
  RIDE,
];

const LINES: Record<ServiceKey, Spec[]> = {
  kitchen: FLOOR_LINES,
  washing: FLOOR_LINES,
  doors: FLOOR_LINES,
  cupboards: FLOOR_LINES,
  kitchenCover: FLOOR_LINES,
  facadeLift: [
    { field: 'hours', label: 'Stunden', tooltip: 'Mietstunden aller Tage, inklusive Expresszuschlag.' },
    { field: 'setup', label: 'Montage', tooltip: 'Auf- und Abbau pro Tag.' },
    RIDE,
  ],
  labs: [
    { field: 'truck', label: 'LKW-Entlad' },
    { field: 'environment', label: 'Umweltgebühr', tooltip: 'Freiwillige Umweltgebühr pro Lastwagen.' },
    RIDE,
  ],
  service: [{ field: 'totalService', label: 'Service', tooltip: 'Mitarbeiter x Stunden x Stundensatz, inklusive Expresszuschlag.' }, RIDE],
};


/** The panel's lines: service lines, total, VAT 8.1% and total incl. VAT; the admin also sees the discount. */
export function priceLines(key: ServiceKey, result: Record<string, unknown>, admin: boolean): PriceLine[] {
  const num = (field: string): number => (typeof result[field] === 'number' ? (result[field] as number) : 0);
  const lines: PriceLine[] = LINES[key].map((spec) => ({ label: spec.label, value: num(spec.field), kind: spec.kind ?? 'money', tooltip: spec.tooltip }));
  if (admin && serviceByKey(key)?.floorBased && typeof result.discountPercent === 'number') {
    lines.push({ label: 'Rabatt auf Entsorgung', value: result.discountPercent, kind: 'percent' });
  }
  const total: Rappen = num('total');
  // The same totals rule as the offer document and the invoice: VAT, then 0.05 CHF rounding.
  const totals = vatTotals(total);
  lines.push(
    { label: 'Total exkl. MWST', value: total, kind: 'money', strong: true },
    { label: `MWST ${VAT_PERCENT}%`, value: totals.vat, kind: 'money' },
    ...(totals.rounding !== 0 ? [{ label: 'Rundung', value: totals.rounding, kind: 'money' as const }] : []),
    { label: 'Total inkl. MWST', value: totals.total, kind: 'money', strong: true },
  );
  return admin ? lines.map(({ tooltip: _tooltip, ...line }) => line) : lines;
}
