// Payments import (issue 18): the bank's camt.054 / camt.053 files, the booked payments and
// the manual assignment of an unmatched payment. Amounts are Rappen, dates ISO (yyyy-mm-dd).
import { Type, type Static, type TSchema } from 'typebox';
import { IsoDateSchema } from './wire-bounds';
import { formatChfWithCurrency, formatDate } from '@tragkraft/domain';
import { CAMT_TEXTS, PAYMENT_FILE_MAX_BYTES, PAYMENT_MAX_FILES, PAYMENT_TOTAL_MAX_BYTES } from './camt-texts';

export { PAYMENT_FILE_MAX_BYTES, PAYMENT_MAX_FILES, PAYMENT_TOTAL_MAX_BYTES } from './camt-texts';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** The multipart field of the camt files. */
export const PAYMENT_FILE_FIELD = 'file';

export const PAYMENT_TEXTS = {
  ...CAMT_TEXTS,
  notMultipart: 'Erwartet wird multipart/form-data mit einer oder mehreren Dateien im Feld file.',
  brokenMultipart: 'Die Anfrage ist kein gültiges multipart/form-data.',
  noFile: 'Bitte mindestens eine camt-Datei (XML) wählen.',
  wrongField: 'Die Dateien gehören ins Feld file.',
  tooManyFiles: `Es sind höchstens ${PAYMENT_MAX_FILES} Dateien pro Import möglich.`,
  fileTooLarge: `Eine Datei darf höchstens ${PAYMENT_FILE_MAX_BYTES / 1024 / 1024} MB gross sein.`,
  totalTooLarge: `Alle Dateien zusammen dürfen höchstens ${PAYMENT_TOTAL_MAX_BYTES / 1024 / 1024} MB gross sein.`,
  othersProcessed: 'Die übrigen Dateien wurden verarbeitet.',
  paymentNotFound: 'Die Zahlung wurde nicht gefunden.',
  alreadyAssigned: 'Die Zahlung ist bereits einer Rechnung zugeordnet.',
  invoiceNotFound: 'Die Rechnung wurde nicht gefunden.',
  // Refused files (nothing booked from them).
  noAccount: (file: string) => `Die Datei «${file}» nennt kein Konto (IBAN); aus ihr wurde nichts gebucht.`,
  foreignAccount: (file: string, iban: string) => `Die Datei «${file}» gehört zum Konto ${iban}, das kein Konto der Firma ist (COMPANY_IBAN, BANK_ACCOUNT_IBANS); aus ihr wurde nichts gebucht.`,
  parseTimeout: (file: string) => `Die Datei «${file}» konnte nicht rechtzeitig gelesen werden; aus ihr wurde nichts gebucht.`,
  // camt.053 and camt.054 of the same booking.
  batchDetailed: (count: number) => `Sammelgutschrift, bereits mit ${count} Einzelzahlung${count === 1 ? '' : 'en'} aus der camt.054 verbucht`,
  batchReplaced: (fileName: string, count: number) => `Die Sammelgutschrift aus «${fileName}» wurde durch ihre ${count} Einzelzahlung${count === 1 ? '' : 'en'} ersetzt.`,
  batchHandledByHand: 'Die Sammelgutschrift dazu wurde bereits von Hand verbucht; die Einzelzahlungen wurden nicht verbucht',
  batchHandledWarning: (fileName: string, amount: number, date: string) =>
    `Die Sammelgutschrift von ${formatChfWithCurrency(amount)} vom ${formatDate(date)} aus «${fileName}» wurde bereits von Hand verbucht; ihre Einzelzahlungen wurden nicht verbucht. Bitte prüfen.`,
  // Reversals.
  reversed: (amount: number, date: string) => `Rückbuchung durch die Bank (${formatChfWithCurrency(amount)} am ${formatDate(date)})`,
  reversalOf: (paymentId: number) => `Rückbuchung der Zahlung ${paymentId}`,
  reversalWarning: (amount: number, date: string, invoices: string) =>
    `Rückbuchung von ${formatChfWithCurrency(amount)} am ${formatDate(date)}: die Zahlung ist storniert${invoices ? `, wieder offen: Rechnung ${invoices}` : ''}.`,
  reversalNotFound: (amount: number, date: string) => `Rückbuchung von ${formatChfWithCurrency(amount)} am ${formatDate(date)} ohne passende Zahlung: bitte von Hand prüfen.`,
  ignoredReversalNotFound: 'Rückbuchung ohne passende Zahlung',
  replacedByBankPayment: (file: string) => `Von Hand erfasst, durch die Bankzahlung aus «${file}» ersetzt`,
  notUnassigned: 'Nur eine nicht zugeordnete Zahlung kann zugeordnet oder ignoriert werden.',
  notAssigned: 'Nur eine zugeordnete oder ignorierte Zahlung kann aufgehoben werden.',
  splitTooLarge: (sum: string, amount: string) => `Die Aufteilung (${sum}) ist grösser als die Zahlung (${amount}).`,
  duplicateInvoice: 'Jede Rechnung darf in der Aufteilung nur einmal vorkommen.',
  negativePayment: 'Eine Rückbuchung kann keiner Rechnung zugeordnet werden.',
  fromAfterTo: 'Das Startdatum liegt nach dem Enddatum.',
  noCredit: 'Die Rechnung hat kein Guthaben.',
  creditTooSmall: (credit: string) => `Das Guthaben der Rechnung beträgt nur ${credit}.`,
  offsetSameInvoice: 'Das Guthaben kann nicht mit derselben Rechnung verrechnet werden.',
  offsetOtherClient: 'Das Guthaben kann nur mit einer Rechnung desselben Kunden verrechnet werden.',
  offsetTooLarge: (open: string) => `Auf der Zielrechnung sind nur ${open} offen.`,
  creditAlreadyTransferred: 'Das Guthaben aus dieser Zahlung wurde bereits zurückbezahlt oder verrechnet; die Zuordnung kann nicht aufgehoben werden.',
  dateInFuture: 'Das Datum darf nicht in der Zukunft liegen.',
} as const;

/** What a booking did to its invoice: fully paid, partially paid (rest open), paid with a surplus. */
export const PaymentOutcomeSchema = Type.Union([Type.Literal('paid'), Type.Literal('partial'), Type.Literal('overpaid')]);

/** One payment (a credit transaction of a camt file). */
export type PaymentOutcome = Static<typeof PaymentOutcomeSchema>;

export const PaymentItemSchema = Type.Object({
  paymentId: Nullable(Type.Integer()),
  fileName: Type.String(),
  /** The QRR / SCOR reference as sent ('' when the payment had none). */
  reference: Type.String(),
  amount: Type.Integer(),
  valueDate: Type.String(),
  debtor: Nullable(Type.String()),
  invoiceId: Nullable(Type.Integer()),
  invoiceNumber: Nullable(Type.Integer()),
  outcome: Nullable(PaymentOutcomeSchema),
  /** After this booking: what is still open of the invoice, and the surplus kept as credit. */
  openAmount: Nullable(Type.Integer()),
  credit: Nullable(Type.Integer()),
  /** Why an unassigned payment waits for assignment by hand (details not adding up, no details), or why it was reversed. */
  statusReason: Type.Optional(Nullable(Type.String())),
});
export type PaymentItem = Static<typeof PaymentItemSchema>;

export const IgnoredPaymentSchema = Type.Object({
  fileName: Type.String(),
  reference: Type.String(),
  amount: Type.Integer(),
  currency: Type.String(),
  valueDate: Type.String(),
  reason: Type.String(),
});
export type IgnoredPayment = Static<typeof IgnoredPaymentSchema>;

export const FailedFileSchema = Type.Object({ fileName: Type.String(), message: Type.String() });

/** What one file of an import did (counts of its payments and entries). */
export const ImportFileTotalsSchema = Type.Object({
  fileName: Type.String(),
  /** Payments stored and assigned to an invoice. */
  booked: Type.Integer(),
  /** Payments stored that wait for assignment by hand. */
  unassigned: Type.Integer(),
  /** Entries not booked (pending, information, debits, other currencies, batches already detailed). */
  ignored: Type.Integer(),
  /** Earlier payments the bank took back with this file. */
  reversed: Type.Integer(),
  /** Payments already imported before. */
  duplicates: Type.Integer(),
  /** Sum of the payments stored (booked and unassigned), Rappen. */
  amount: Type.Integer(),
});
export type ImportFileTotals = Static<typeof ImportFileTotalsSchema>;

export const ImportWarningSchema = Type.Object({ fileName: Type.String(), message: Type.String() });

/**
 * Each list of an import answer holds at most this many rows (the first ones): a file of 10'000
 * payments would otherwise be a 5 MB answer whose serialisation holds the server's event loop
 * (issue 28). The counts are in `files`; every stored payment is in the payments journal.
 */
export const IMPORT_LIST_LIMIT = 200;

export const PaymentImportAnswerSchema = Type.Object({
  matched: Type.Array(PaymentItemSchema),
  unmatched: Type.Array(PaymentItemSchema),
  duplicates: Type.Array(PaymentItemSchema),
  ignored: Type.Array(IgnoredPaymentSchema),
  /** Payments taken back by the bank (status 'reversed', their invoices open again). */
  reversed: Type.Array(PaymentItemSchema),
  /** What the office must look at: reversals, batches already assigned by hand. */
  warnings: Type.Array(ImportWarningSchema),
  /** Per file read (a ZIP's files each on their own): its totals. */
  files: Type.Array(ImportFileTotalsSchema),
  /** True when a list was cut at IMPORT_LIST_LIMIT rows (the totals in `files` count all). */
  listsCut: Type.Boolean(),
  /** Files refused as a whole (nothing booked from them); the answer is then 400. */
  failed: Type.Array(FailedFileSchema),
  /** With a refused file: the error code and message naming it (the answer is 400). */
  code: Type.Optional(Type.String()),
  message: Type.Optional(Type.String()),
});
export type PaymentImportAnswer = Static<typeof PaymentImportAnswerSchema>;

export const AssignPaymentBodySchema = Type.Object({ paymentId: Id, invoiceId: Id });
export type AssignPaymentBody = Static<typeof AssignPaymentBodySchema>;

/** An invoice not yet paid in full, to pick when assigning a payment by hand. */
export const OpenInvoiceSchema = Type.Object({
  invoiceId: Type.Integer(),
  invoiceNumber: Type.Integer(),
  clientName: Type.String(),
  total: Type.Integer(),
  openAmount: Type.Integer(),
  invoiceSentTime: Nullable(Type.String()),
});
export type OpenInvoice = Static<typeof OpenInvoiceSchema>;
export const OpenInvoiceListSchema = Type.Array(OpenInvoiceSchema);

/** Status of a payment in the journal (see the payments table's status). */
export const PaymentStatusSchema = Type.Union([Type.Literal('assigned'), Type.Literal('unassigned'), Type.Literal('ignored'), Type.Literal('reversed')]);
export type PaymentStatus = Static<typeof PaymentStatusSchema>;

const IsoDate = IsoDateSchema;

export const PaymentJournalQuerySchema = Type.Object({
  status: Type.Optional(PaymentStatusSchema),
  /** Booking date range, inclusive. */
  from: Type.Optional(IsoDate),
  to: Type.Optional(IsoDate),
  /** Debtor, reference, file, invoice number or amount ("123.45"). */
  q: Type.Optional(Type.String({ maxLength: 100 })),
});
export type PaymentJournalQuery = Static<typeof PaymentJournalQuerySchema>;

/** Where a payment went: received on the invoice (amount) and dunning fees it settled (fee). */
export const PaymentAllocationSchema = Type.Object({ invoiceId: Type.Integer(), invoiceNumber: Type.Integer(), amount: Type.Integer(), fee: Type.Integer() });

export const PaymentJournalEntrySchema = Type.Object({
  paymentId: Type.Integer(),
  bookingDate: Type.String(),
  valueDate: Type.String(),
  amount: Type.Integer(),
  debtor: Nullable(Type.String()),
  reference: Type.String(),
  fileName: Type.String(),
  source: Type.Union([Type.Literal('camt'), Type.Literal('manual')]),
  status: PaymentStatusSchema,
  statusReason: Nullable(Type.String()),
  allocations: Type.Array(PaymentAllocationSchema),
});
export type PaymentJournalEntry = Static<typeof PaymentJournalEntrySchema>;

/** The journal: newest first, at most `limit` rows; `total` sums every payment that matches. */
export const PaymentJournalSchema = Type.Object({
  entries: Type.Array(PaymentJournalEntrySchema),
  /** How many payments match (may exceed entries.length: then `truncated`). */
  count: Type.Integer(),
  total: Type.Integer(),
  truncated: Type.Boolean(),
  limit: Type.Integer(),
  /** Unassigned payments of any date (the worklist count, independent of the filters). */
  unassignedCount: Type.Integer(),
});
export type PaymentJournal = Static<typeof PaymentJournalSchema>;

export const PaymentIdParamsSchema = Type.Object({ paymentId: Id });

/** Upper bound of one amount typed by hand: 10 million francs. */
export const MAX_MANUAL_AMOUNT_RP = 1_000_000_000;
const Amount = Type.Integer({ minimum: 1, maximum: MAX_MANUAL_AMOUNT_RP });

export const SplitPaymentBodySchema = Type.Object({
  allocations: Type.Array(Type.Object({ invoiceId: Id, amount: Amount }), { minItems: 1, maxItems: 20 }),
});
export type SplitPaymentBody = Static<typeof SplitPaymentBodySchema>;

export const IgnorePaymentBodySchema = Type.Object({ reason: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }) });
export type IgnorePaymentBody = Static<typeof IgnorePaymentBodySchema>;

export const RefundBodySchema = Type.Object({ date: IsoDate, amount: Amount, note: Type.String({ maxLength: 200 }) });
export type RefundBody = Static<typeof RefundBodySchema>;

export const OffsetBodySchema = Type.Object({ toInvoiceId: Id, amount: Amount });
export type OffsetBody = Static<typeof OffsetBodySchema>;

/** An invoice's balance after a credit transfer. */
export const CreditTransferAnswerSchema = Type.Object({ invoiceId: Type.Integer(), openAmount: Type.Integer(), credit: Type.Integer() });
export type CreditTransferAnswer = Static<typeof CreditTransferAnswerSchema>;
