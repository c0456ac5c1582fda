import { Type, type Static, type TSchema } from 'typebox';
import { IsoDateSchema, MAX_INT32 } from './wire-bounds';
import { MAX_MANUAL_AMOUNT_RP } from './payments';

// Invoices and the Swiss QR-bill (back-office spec sections 2-9, admin only). Money is integer
// Rappen; instants ISO UTC; dates 'YYYY-MM-DD', times 'HH:mm' (Zurich).
// `invoiceId` is the invoice's stable database id (used in every path); `invoiceNumber` is the
// gap-free number printed on the documents: year followed by the yearly sequence padded to
// four digits (20260001). See docs/decisions/008-invoices-and-qr-bill.md.

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
/** A quantity, price or total as typed: the server's rules give the German messages within. */
const WireNumber = Type.Number({ minimum: -MAX_INT32, maximum: MAX_INT32 });

export const InvoiceLineTypeSchema = Type.Union([
  Type.Literal('distribution'),
  Type.Literal('disposeDevices'),
  Type.Literal('dispose'),
  Type.Literal('drive'),
  Type.Literal('waiting'),
  Type.Literal('service'),
  Type.Literal('custom'),
]);

/** Most lines one invoice may have (proposals have at most 5 + 3 custom; service one per day). */
export const INVOICE_MAX_LINES = 60;
/** Most recipients of one invoice e-mail. */
export const INVOICE_MAX_RECIPIENTS = 10;

/** German texts of the invoice answers (shown unchanged by the PWA). */
export const INVOICE_TEXTS = {
  alreadySent: 'Die Rechnung wurde bereits versandt und kann nicht mehr geändert werden.',
  alreadyPaid: 'Die Rechnung ist bereits bezahlt und kann nicht mehr geändert werden.',
  notSent: 'Die Rechnung wurde noch nicht versandt.',
  invoiceNotFound: 'Die Rechnung wurde nicht gefunden.',
  stageNotFound: 'Die Etappe wurde nicht gefunden.',
  orderNotFound: 'Der Auftrag wurde nicht gefunden.',
  orderCancelled: 'Der Auftrag ist storniert; dafür kann keine Rechnung erstellt werden.',
  serviceByOrder: 'Baustellen-Service wird pro Auftrag verrechnet (Rechnung über alle Tage des Auftrags).',
  notService: 'Der Auftrag ist kein Baustellen-Service; Rechnungen gibt es hier pro Etappe.',
  targetMissing: 'Bitte geben Sie entweder stageId oder serviceOrderId an.',
  invoiceOtherTarget: 'Die Rechnung gehört zu einer anderen Etappe oder einem anderen Auftrag.',
  noLines: 'Die Rechnung braucht mindestens eine Position.',
  amountTooLarge: 'Der Rechnungsbetrag darf höchstens 999’999’999.99 CHF sein.',
  emailMissing: 'Bitte geben Sie eine E-Mail-Adresse ein.',
  emailInvalid: (address: string) => `Ungültige E-Mail-Adresse: ${address}`,
  tooManyRecipients: `Höchstens ${INVOICE_MAX_RECIPIENTS} Empfänger pro Rechnung.`,
  lineBreakNotAllowed: 'Die E-Mail-Adressen dürfen keine Zeilenumbrüche enthalten.',
  qrReferenceMissing: 'Mit einer QR-IBAN muss die Mitteilung die Rechnungsnummer (nur Ziffern) sein.',
} as const;

/** One invoice line as stored and answered. amount and price are null on a simple line. */
export const InvoiceLineSchema = Type.Object({
  type: InvoiceLineTypeSchema,
  description: Type.String(),
  amount: Nullable(Type.Number()),
  price: Nullable(Type.Integer()),
  total: Type.Integer(),
  editable: Type.Boolean(),
  removeable: Type.Boolean(),
});
export type InvoiceLineWire = Static<typeof InvoiceLineSchema>;

/**
 * A line as the invoice editor sends it. A line with amount or price is an advanced line
 * (amount >= 0, price in Rappen, the server sets total = amount x price); otherwise a simple
 * line (total in Rappen, negative allowed for credits). Missing values give the spec's
 * messages, not a schema error. type defaults to 'custom'.
 */
export const InvoiceLineInputSchema = Type.Object({
  type: Type.Optional(InvoiceLineTypeSchema),
  description: Type.String({ maxLength: 300 }),
  amount: Type.Optional(Nullable(WireNumber)),
  price: Type.Optional(Nullable(WireNumber)),
  total: Type.Optional(Nullable(WireNumber)),
  editable: Type.Optional(Type.Boolean()),
  removeable: Type.Optional(Type.Boolean()),
});
export type InvoiceLineInput = Static<typeof InvoiceLineInputSchema>;

/** Subtotal, VAT 8.1%, cash rounding to 0.05 CHF and total, all Rappen. */
export const InvoiceTotalsSchema = Type.Object({
  subtotal: Type.Integer(),
  vat: Type.Integer(),
  rounding: Type.Integer(),
  total: Type.Integer(),
});

/** The spec's Invoice: state times (created, sent, paid); null while not reached. */
export const InvoiceStateSchema = Type.Object({
  invoiceId: Id,
  invoiceNumber: Type.Integer(),
  stageId: Nullable(Type.Integer()),
  serviceOrderId: Nullable(Type.Integer()),
  invoiceTime: Type.String(),
  invoiceSentTime: Nullable(Type.String()),
  invoicePaidTime: Nullable(Type.String()),
  /** Recipients of the last sending, comma-separated. */
  sentTo: Nullable(Type.String()),
  totals: InvoiceTotalsSchema,
});
export type InvoiceState = Static<typeof InvoiceStateSchema>;

const InvoiceStateFields = {
  /** null until the invoice is created. */
  invoiceId: Nullable(Type.Integer()),
  invoiceNumber: Nullable(Type.Integer()),
  invoiceTime: Nullable(Type.String()),
  invoiceSentTime: Nullable(Type.String()),
  invoicePaidTime: Nullable(Type.String()),
  sentTo: Nullable(Type.String()),
  sentMessage: Nullable(Type.String()),
  /** The stored lines of the invoice, or (while none exists) the lines proposed by domain. */
  invoiceLines: Type.Array(InvoiceLineSchema),
  /** true while invoiceLines are a proposal (no invoice yet). */
  proposed: Type.Boolean(),
  totals: InvoiceTotalsSchema,
  /** Rappen received by imported or assigned payments (0 when none; issue 18). */
  received: Type.Integer(),
  /** What is still open of the total after the payments (0 when paid, also by the button). */
  openAmount: Type.Integer(),
  /** The surplus of the payments over the total, kept as credit. */
  credit: Type.Integer(),
  /** Rappen cancelled by credit notes, and written off (decision 027): with nothing open they say "Storniert" / "Abgeschrieben", not "Bezahlt". */
  credited: Type.Integer(),
  writtenOff: Type.Integer(),
  clientName: Type.String(),
  clientId: Type.Integer(),
  /** The client's billing e-mails, comma-separated (default recipients). */
  clientInvoiceEmail: Type.String(),
};

/** The spec's "Invoice data (stage)". */
export const StageInvoiceDataSchema = Type.Object({
  ...InvoiceStateFields,
  stageId: Type.Integer(),
  orderId: Type.Integer(),
  typeId: Type.Integer(),
  stageNumber: Type.Integer(),
  /** Units of this stage (pieces, trucks); null when none was planned. */
  amount: Nullable(Type.Number()),
  date: Nullable(Type.String()),
  time: Nullable(Type.String()),
  truckArrivalTime: Nullable(Type.String()),
  completedTime: Nullable(Type.String()),
  /** Extra devices disposed on site, as the operation reported them (billed as disposeDevices). */
  disposeDevicesCount: Type.Integer(),
  calculationPrice: Type.Object({
    pricePer: Type.Integer(),
    /** Units of the offer whose disposal is included. */
    disposeDevicesCount: Type.Integer(),
    disposeDevicesPricePer: Type.Integer(),
    /** The offer's disposal flat fee (all stages). */
    disposal: Type.Integer(),
    /** Units of this stage the disposal share is billed for (0 without disposal). */
    disposalCount: Type.Number(),
    /** Units of the whole offer. */
    count: Type.Number(),
    rideCost: Type.Integer(),
  }),
  calculationParams: Type.Object({
    express: Type.Boolean(),
    driveKilometers: Nullable(Type.Number()),
    isElectrolux: Type.Boolean(),
    electroluxRegion: Nullable(Type.String()),
  }),
  usersWithHoursCount: Type.Integer(),
  /** Per man and hour, Rappen. */
  clientWaitingTimeAmount: Type.Integer(),
  internal: Nullable(Type.String()),
});
export type StageInvoiceDataAnswer = Static<typeof StageInvoiceDataSchema>;

/** The spec's "Invoice data (service)": one invoice over every day of a type 8 order. */
export const ServiceInvoiceDataSchema = Type.Object({
  ...InvoiceStateFields,
  orderId: Type.Integer(),
  stages: Type.Array(
    Type.Object({
      stageId: Type.Integer(),
      date: Nullable(Type.String()),
      workHours: Nullable(Type.Number()),
      internal: Nullable(Type.String()),
      completedTime: Nullable(Type.String()),
    }),
  ),
  calculationPrice: Type.Object({ pricePerHour: Type.Integer() }),
  calculationParams: Type.Object({ express: Type.Boolean(), driveKilometers: Nullable(Type.Number()) }),
});
export type ServiceInvoiceDataAnswer = Static<typeof ServiceInvoiceDataSchema>;

export const InvoiceStageParamsSchema = Type.Object({ stageId: Id });
export const InvoiceOrderParamsSchema = Type.Object({ orderId: Id });

/**
 * Create (or re-create while unsent) the invoice of a stage or of a site-service order;
 * exactly one of stageId and serviceOrderId. Answer: the invoice PDF, with the invoice's id in
 * the X-Invoice-Id header (decision 008).
 */
export const CreateInvoiceBodySchema = Type.Object({
  invoiceId: Type.Optional(Nullable(Id)),
  lines: Type.Array(InvoiceLineInputSchema, { maxItems: INVOICE_MAX_LINES }),
  stageId: Type.Optional(Nullable(Id)),
  serviceOrderId: Type.Optional(Nullable(Id)),
});
export type CreateInvoiceBody = Static<typeof CreateInvoiceBodySchema>;

/**
 * Send the invoice PDF by e-mail. email: one or several addresses, comma- or
 * semicolon-separated; empty = the client's billing e-mails. Re-sending an unpaid invoice is
 * allowed (invoiceSentTime keeps the first sending).
 */
export const SendInvoiceBodySchema = Type.Object({
  invoiceId: Id,
  email: Type.Optional(Nullable(Type.String({ maxLength: 1_000 }))),
  message: Type.Optional(Nullable(Type.String({ maxLength: 5_000 }))),
});
export type SendInvoiceBody = Static<typeof SendInvoiceBodySchema>;

/** The spec's QR info: the invoice (null while none exists) and its amount (or the proposal's). */
export const QrInfoSchema = Type.Object({
  invoiceId: Nullable(Type.Integer()),
  invoiceNumber: Nullable(Type.Integer()),
  amount: Type.Integer(),
});
export type QrInfo = Static<typeof QrInfoSchema>;

/**
 * A QR-bill alone. message: the invoice number (the reference is derived from it; text that is
 * not a number is only allowed with a normal IBAN and goes out without reference). amount in
 * Rappen, at least 1 (0.01 CHF).
 */
export const QrInvoiceBodySchema = Type.Object({
  message: Type.String({ maxLength: 140 }),
  // Wide: the server names the QR-bill's own bounds (0.01 to 999'999'999.99) in German.
  amount: Type.Union([Type.Integer({ minimum: -1e15, maximum: 1e15 }), Type.Null()]),
});
export type QrInvoiceBody = Static<typeof QrInvoiceBodySchema>;

/** File name of the sample of the test page's Qr-Test button. */
export const QR_SAMPLE_FILE_NAME = 'QR Rechnung 123.pdf';

/** "Als bezahlt markieren": the payment's date and amount (default: today, the open amount). */
export const MarkAsPaidBodySchema = Type.Object({
  paymentDate: Type.Optional(IsoDateSchema),
  amount: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_MANUAL_AMOUNT_RP })),
});
export type MarkAsPaidBody = Static<typeof MarkAsPaidBodySchema>;
