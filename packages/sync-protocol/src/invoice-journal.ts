import { Type, type Static, type TSchema } from 'typebox';
import { INVOICE_STATE_LABELS } from '@tragkraft/domain';
import { IsoDateSchema } from './wire-bounds';

// The invoice journal ("Rechnungen", issue 28 section 3): every sent invoice with what it
// received, what is open and its status. Money in Rappen, dates 'YYYY-MM-DD' (Zurich).
// See docs/decisions/027-credit-notes-and-invoice-journal.md.

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const IsoDate = IsoDateSchema;

const InvoiceStatusSchema = Type.Union([Type.Literal('sent'), Type.Literal('partlyPaid'), Type.Literal('paid'), Type.Literal('reminded'), Type.Literal('cancelled'), Type.Literal('writtenOff')]);
export type InvoiceJournalStatus = Static<typeof InvoiceStatusSchema>;

/** The status labels of the screen and the Excel file: domain's, the same as the invoice modal's. */
export const INVOICE_STATUS_TEXTS: Record<InvoiceJournalStatus, string> = INVOICE_STATE_LABELS;

export const INVOICE_JOURNAL_FILE_NAME = 'Rechnungen.xlsx';

export const InvoiceJournalQuerySchema = Type.Object({
  status: Type.Optional(InvoiceStatusSchema),
  /** Invoice date from (inclusive). */
  from: Type.Optional(IsoDate),
  to: Type.Optional(IsoDate),
  /** Searches number, client, order number and order id. */
  q: Type.Optional(Type.String({ maxLength: 100 })),
});
export type InvoiceJournalQuery = Static<typeof InvoiceJournalQuerySchema>;

export const InvoiceJournalRowSchema = Type.Object({
  invoiceId: Type.Integer(),
  invoiceNumber: Type.Integer(),
  clientId: Type.Integer(),
  clientName: Type.String(),
  orderId: Type.Integer(),
  orderNumber: Type.String(),
  /** The stage billed, null for a site-service order billed as a whole. */
  stageId: Nullable(Type.Integer()),
  invoiceDate: Type.String(),
  dueDate: Type.String(),
  total: Type.Integer(),
  paid: Type.Integer(),
  credited: Type.Integer(),
  open: Type.Integer(),
  status: InvoiceStatusSchema,
});
export type InvoiceJournalRow = Static<typeof InvoiceJournalRowSchema>;

export const InvoiceJournalSchema = Type.Object({
  rows: Type.Array(InvoiceJournalRowSchema),
  sums: Type.Object({ total: Type.Integer(), paid: Type.Integer(), credited: Type.Integer(), open: Type.Integer() }),
});
export type InvoiceJournal = Static<typeof InvoiceJournalSchema>;
