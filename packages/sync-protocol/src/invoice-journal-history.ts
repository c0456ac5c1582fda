import { Type, type Static, type TSchema } from 'typebox';

// The history of one invoice (issue 28 section 3): everything that happened to it in the order
// it happened: created, sent, payments (also those reversed or unassigned later), credit notes,
// write-offs, refunds and offsets of its credit, reminders and the mails that went out. Money in Rappen,
// dates 'YYYY-MM-DD' (Zurich). Reminders and credit notes carry their id for the PDF routes.

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

const InvoiceHistoryKindSchema = Type.Union([
  Type.Literal('created'),
  Type.Literal('sent'),
  Type.Literal('payment'),
  Type.Literal('reversal'),
  Type.Literal('unassigned'),
  Type.Literal('creditNote'),
  Type.Literal('writeOff'),
  Type.Literal('refund'),
  Type.Literal('offsetOut'),
  Type.Literal('offsetIn'),
  Type.Literal('reminder'),
  Type.Literal('mail'),
]);
export type InvoiceHistoryKind = Static<typeof InvoiceHistoryKindSchema>;

export const InvoiceHistoryEventSchema = Type.Object({
  kind: InvoiceHistoryKindSchema,
  date: Type.String(),
  /** What it is, in German (e.g. "1. Mahnung an buchhaltung@…", "Zahlung aus camt-Datei …"). */
  text: Type.String(),
  amount: Nullable(Type.Integer()),
  fee: Nullable(Type.Integer()),
  /** Payments: 'camt' or 'manual' and the payment's status today. */
  source: Nullable(Type.Union([Type.Literal('camt'), Type.Literal('manual')])),
  status: Nullable(Type.Union([Type.Literal('assigned'), Type.Literal('unassigned'), Type.Literal('ignored'), Type.Literal('reversed')])),
  fileName: Nullable(Type.String()),
  paymentId: Nullable(Type.Integer()),
  /** Reminders: their PDF at GET /api/admin/dunning/reminders/:reminderId/pdf. */
  reminderId: Nullable(Type.Integer()),
  /** Credit notes: their PDF at GET /api/admin/credit-notes/:creditNoteId/pdf. */
  creditNoteId: Nullable(Type.Integer()),
});
export type InvoiceHistoryEvent = Static<typeof InvoiceHistoryEventSchema>;

export const InvoiceHistorySchema = Type.Object({ invoiceId: Type.Integer(), invoiceNumber: Type.Integer(), events: Type.Array(InvoiceHistoryEventSchema) });
export type InvoiceHistory = Static<typeof InvoiceHistorySchema>;
