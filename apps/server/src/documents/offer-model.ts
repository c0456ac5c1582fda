// What an offer says, independent of the file format: the PDF and the Word renderer both
// print this model, so the two documents can never disagree.
import {
  countOf,
  DOOR_CATEGORY_LABEL,
  floorLabel,
  formatDate,
  formatDateWithWeekday,
  formatHours,
  LIFT_LABEL,
  MATERIAL_LABEL,
  regionLabel,
  rowTypeName,
  serviceByTypeId,
  VAT_PERCENT,
  vatTotals,
  WASHING_CATEGORY_LABEL,
  zurichToday,
  type CalculationInputs,
  type FloorAmount,
  type Rappen,
} from '@tragkraft/domain';

export interface OfferSource {
  calcId: number;
  createdAt: Date;
  typeId: number;
  params: unknown;
  price: Record<string, number>;
  company: string;
  companyAddress: string;
  contactName: string;
  objectDescription: string | null;
  orderAddress: string | null;
}

interface DocumentLine {
  label: string;
  amount: Rappen;
}

export interface OfferDocument {
  title: string;
  date: string;
  recipient: string[];
  object: string[];
  service: string;
  inputLines: string[];
  priceLines: DocumentLine[];
  totalExclVat: Rappen;
  vat: DocumentLine;
  /** Cash rounding to 0.05 CHF (the same rule as the invoice's). */
  rounding: Rappen;
  totalInclVat: Rappen;
  validity: string;
  terms: string[];
}

/** Offers hold their price for this many days. */
const OFFER_VALIDITY_DAYS = 30;

function floors(list: readonly FloorAmount[]): string {
  const used = list.filter((f) => (f.amount ?? 0) > 0).map((f) => `${floorLabel(f.floor)}: ${f.amount}`);
  return used.length > 0 ? used.join(', ') : 'keine Anzahl';
}

function common(input: { driveKilometers: number | null; lift?: CalculationInputs['kitchen']['lift']; stagesCount?: number; express: boolean }): string[] {
  const lines: string[] = [];
  if (input.driveKilometers !== null) lines.push(`Distanz ab Depot Zürich: ${input.driveKilometers} km`);
  if (input.lift !== undefined) lines.push(LIFT_LABEL[input.lift ?? 'none']);
  if (input.stagesCount !== undefined) lines.push(`Etappen: ${input.stagesCount}`);
  if (input.express) lines.push('Express (innerhalb von 3 Tagen)');
  return lines;
}

const withDisposal = (checked: boolean) => (checked ? ', mit Entsorgung' : '');

function inputLines(typeId: number, params: unknown): string[] {
  switch (typeId) {
    case 1:
    case 4: {
      const input = params as CalculationInputs['kitchen'];
      return [
        ...input.meters.map((row) => `Typ ${row.name}: ${row.meters ?? 0} m${row.wardrobe ? ', mit Garderobe' : ''} (${floors(row.floors)})${withDisposal(row.disposalChecked)}`),
        ...common(input),
      ];
    }
    case 2: {
      const input = params as CalculationInputs['washing'];
      const region = input.isElectrolux && input.electroluxRegion ? [`Herstellerpreise, Region ${regionLabel(input.electroluxRegion)}`] : [];
      return [
        ...input.types.map((row) => `Typ ${row.name}, ${WASHING_CATEGORY_LABEL[row.category]} (${floors(row.floors)})${withDisposal(row.disposalChecked)}`),
        ...region,
        ...common(input),
      ];
    }
    case 3: {
      const input = params as CalculationInputs['doors'];
      return [
        ...input.types.map((row) => `Typ ${row.name}, ${DOOR_CATEGORY_LABEL[row.category]} (${floors(row.floors)})${withDisposal(row.disposalChecked)}`),
        ...common(input),
      ];
    }
    case 5: {
      const input = params as CalculationInputs['kitchenCover'];
      return [
        ...input.meters.map((row, i) => `Typ ${rowTypeName(i)}, ${MATERIAL_LABEL[row.category] ?? row.category}, ${row.meters ?? 0} m${row.backWall ? ', mit Rückwand' : ''} (${floors(row.floors)})${withDisposal(row.disposalChecked)}`),
        ...common(input),
      ];
    }
    case 6: {
      const input = params as CalculationInputs['facadeLift'];
      return [...input.dates.map((day) => `${day.date ? formatDateWithWeekday(day.date) : '–'} ${day.time ?? ''}: ${formatHours(day.hours ?? 0)}`.replace(' :', ':')), ...common(input)];
    }
    case 7: {
      const input = params as CalculationInputs['labs'];
      return [`Lastwagen: ${input.truckCount ?? 0}`, input.environment ? 'Mit freiwilliger Umweltgebühr' : 'Ohne Umweltgebühr', ...common({ ...input, express: false })];
    }
    case 8: {
      const input = params as CalculationInputs['service'];
      return [
        ...(input.orderNumber ? [`Auftragsnummer: ${input.orderNumber}`] : []),
        ...input.dates.map((day) => `${day.date ? formatDateWithWeekday(day.date) : '–'} ${day.time ?? ''}: ${day.amount ?? 0} Mitarbeiter à ${formatHours(day.hours ?? 0)}${day.remarks ? ` (${day.remarks})` : ''}`),
        ...common(input),
      ];
    }
    default:
      return [];
  }
}

function priceLines(typeId: number, price: Record<string, number>): DocumentLine[] {
  const ride = { label: 'Fahrkosten', amount: price.rideCost ?? 0 };
  switch (typeId) {
    case 6:
      return [{ label: typeof price.hoursCount === 'number' ? `Fassadenlift ${formatHours(price.hoursCount)}` : 'Fassadenlift', amount: price.hours ?? 0 }, { label: 'Einrichtung', amount: price.setup ?? 0 }, ride];
    case 7:
      return [{ label: `Lastwagen-Entlad (${price.truckCount ?? 0} Lastwagen)`, amount: price.truck ?? 0 }, { label: 'Umweltgebühr', amount: price.environment ?? 0 }, ride];
    case 8:
      return [{ label: `Baustellen-Service (${countOf(price.personHours ?? 0, 'Personenstunde', 'Personenstunden')})`, amount: price.totalService ?? 0 }, ride];
    default:
      return [
        { label: `Verteilung (${price.count ?? 0} Stück)`, amount: price.price ?? 0 },
        { label: 'Entsorgung', amount: price.disposal ?? 0 },
        ride,
      ];
  }
}

export function buildOfferDocument(source: OfferSource): OfferDocument {
  const total = source.price.total ?? 0;
  const totals = vatTotals(total);
  return {
    title: `Offerte Nr. ${source.calcId}`,
    date: formatDate(zurichToday(source.createdAt)),
    // Swiss window address: company, "z. H." of the person, then street and place.
    recipient: [source.company, source.contactName ? `z. H. ${source.contactName}` : '', ...source.companyAddress.split('\n').filter((line) => line !== source.company)].filter(Boolean),
    object: [source.objectDescription, source.orderAddress].filter((x): x is string => Boolean(x)).flatMap((text) => text.split('\n')),
    service: serviceByTypeId(source.typeId)?.name ?? `Dienst ${source.typeId}`,
    inputLines: inputLines(source.typeId, source.params),
    priceLines: priceLines(source.typeId, source.price).filter((line) => line.amount !== 0 || line.label === 'Fahrkosten'),
    totalExclVat: total,
    vat: { label: `MWST ${VAT_PERCENT}%`, amount: totals.vat },
    rounding: totals.rounding,
    totalInclVat: totals.total,
    validity: `Diese Offerte ist ${OFFER_VALIDITY_DAYS} Tage gültig.`,
    terms: [
      'Alle Preise in CHF. Die Preise verstehen sich exklusive Mehrwertsteuer, sofern nicht anders angegeben.',
      'Der Auftrag kann online unter «Auftrag erteilen» mit der Offerten-Nr. erteilt werden.',
      'Es gelten unsere Allgemeinen Geschäftsbedingungen.',
    ],
  };
}
