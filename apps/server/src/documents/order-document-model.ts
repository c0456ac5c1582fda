// What the order documents say (confirmation PDF and project plan), independent of the file
// format, built from the stored order, its stages and its calculation.
import { FACADE_LIFT_TYPE_ID, formatDate, formatHours, serviceByTypeId, SITE_SERVICE_TYPE_ID, VAT_PERCENT, vatTotals, weekdayAbbreviation, zurichToday, type Rappen } from '@tragkraft/domain';

export interface OrderDocumentSource {
  orderId: number;
  createdAt: Date;
  typeId: number;
  orderNumber: string;
  orderAddress: string;
  company: string;
  companyAddress: string;
  contactName: string;
  contacts: { label: string; name: string; phone: string }[];
  price: Record<string, number>;
  stages: { stageNumber: number; date: string | null; time: string | null; amount: number | null; hours: number | null; orderNumber: string; remarks: string }[];
}

interface OrderDocumentStage {
  label: string;
  /** 'Di 12.05.2026', or 'offen' without a date. */
  date: string;
  /** The same day as 'YYYY-MM-DD' (Excel writes a real date); null without a date. */
  isoDate: string | null;
  time: string;
  /** Count, or for site service 'n Pers. à 8 h', for facade lift '8 h'. */
  quantity: string;
  orderNumber: string;
  remarks: string;
}

export interface OrderDocument {
  orderId: number;
  title: string;
  date: string;
  /** The order's day as 'YYYY-MM-DD'. */
  isoDate: string;
  recipient: string[];
  client: string;
  object: string[];
  service: string;
  orderNumber: string;
  /** Header of the quantity column. */
  quantityLabel: string;
  stages: OrderDocumentStage[];
  contacts: { label: string; name: string; phone: string }[];
  totalExclVat: Rappen;
  vat: { label: string; amount: Rappen };
  /** Cash rounding to 0.05 CHF (the same rule as the invoice's). */
  rounding: Rappen;
  totalInclVat: Rappen;
}

/** '12.05.2026' with its weekday: 'Di 12.05.2026'. */
function dateWithWeekday(date: string | null): string {
  return date ? `${weekdayAbbreviation(date)} ${formatDate(date)}` : 'offen';
}

function quantity(typeId: number, stage: OrderDocumentSource['stages'][number]): string {
  if (typeId === SITE_SERVICE_TYPE_ID) return `${stage.amount ?? 0} Pers. à ${formatHours(stage.hours ?? 0)}`;
  if (typeId === FACADE_LIFT_TYPE_ID) return formatHours(stage.hours ?? 0);
  return stage.amount === null ? '' : String(stage.amount);
}

export function buildOrderDocument(source: OrderDocumentSource): OrderDocument {
  const total = source.price.total ?? 0;
  const totals = vatTotals(total);
  const count = source.stages.length;
  return {
    orderId: source.orderId,
    title: `Auftragsbestätigung Nr. ${source.orderId}`,
    date: formatDate(zurichToday(source.createdAt)),
    isoDate: zurichToday(source.createdAt),
    // Swiss window address: company, "z. H." of the person, then street and place.
    recipient: [source.company, source.contactName ? `z. H. ${source.contactName}` : '', ...source.companyAddress.split('\n').filter((line) => line && line !== source.company)].filter(Boolean),
    client: source.company,
    object: source.orderAddress.split('\n').filter(Boolean),
    service: serviceByTypeId(source.typeId)?.name ?? `Dienst ${source.typeId}`,
    orderNumber: source.orderNumber,
    quantityLabel: source.typeId === SITE_SERVICE_TYPE_ID ? 'Personen / Stunden' : source.typeId === FACADE_LIFT_TYPE_ID ? 'Stunden' : 'Anzahl',
    stages: source.stages.map((stage) => ({
      label: `Etappe ${stage.stageNumber}/${count}`,
      date: dateWithWeekday(stage.date),
      isoDate: stage.date,
      time: stage.time ?? '',
      quantity: quantity(source.typeId, stage),
      orderNumber: stage.orderNumber,
      remarks: stage.remarks,
    })),
    contacts: source.contacts.filter((contact) => contact.name || contact.phone),
    totalExclVat: total,
    vat: { label: `MWST ${VAT_PERCENT}%`, amount: totals.vat },
    rounding: totals.rounding,
    totalInclVat: totals.total,
  };
}
