// Payments import (issue 18): the bank's camt.054 / camt.053 files, the booked payments and
// the manual assignment of an unmatched payment. Amounts are Rappen, dates ISO (yyyy-mm-dd).
import { Type, type Static, type TSchema } from 'typebox';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** The multipart field of the camt files. */
export const PAYMENT_FILE_FIELD = 'file';
/** Bounds of one import request (the files are read into memory within them). */
export const PAYMENT_MAX_FILES = 20;
export const PAYMENT_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const PAYMENT_TOTAL_MAX_BYTES = 20 * 1024 * 1024;

export const PAYMENT_TEXTS = {
  notMultipart: 'Erwartet wird multipart/form-data mit einer oder mehreren Dateien im Feld file.',
  brokenMultipart: 'Die Anfrage ist kein gültiges multipart/form-data.',
  noFile: 'Bitte mindestens eine camt-Datei (XML) wählen.',
  wrongField: 'Die Dateien gehören ins Feld file.',
  tooManyFiles: `Es sind höchstens ${PAYMENT_MAX_FILES} Dateien pro Import möglich.`,
  fileTooLarge: `Eine Datei darf höchstens ${PAYMENT_FILE_MAX_BYTES / 1024 / 1024} MB gross sein.`,
  totalTooLarge: `Alle Dateien zusammen dürfen höchstens ${PAYMENT_TOTAL_MAX_BYTES / 1024 / 1024} MB gross sein.`,
  notXml: (file: string) => `Die Datei «${file}» ist keine gültige XML-Datei; aus ihr wurde nichts gebucht.`,
  notCamt: (file: string) => `Die Datei «${file}» ist keine camt.053- oder camt.054-Datei (ISO 20022); aus ihr wurde nichts gebucht.`,
  badEntry: (file: string, detail: string) => `Die Datei «${file}» ist unvollständig oder fehlerhaft (${detail}); aus ihr wurde nichts gebucht.`,
  othersProcessed: 'Die übrigen Dateien wurden verarbeitet.',
  paymentNotFound: 'Die Zahlung wurde nicht gefunden.',
  alreadyAssigned: 'Die Zahlung ist bereits einer Rechnung zugeordnet.',
  invoiceNotFound: 'Die Rechnung wurde nicht gefunden.',
  ignoredDebit: 'Belastung (keine Gutschrift)',
  ignoredCurrency: (currency: string) => `Währung ${currency} (nur CHF wird verbucht)`,
  ignoredNotBooked: 'Buchung noch nicht endgültig (Status nicht BOOK)',
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

export const PaymentImportAnswerSchema = Type.Object({
  matched: Type.Array(PaymentItemSchema),
  unmatched: Type.Array(PaymentItemSchema),
  duplicates: Type.Array(PaymentItemSchema),
  ignored: Type.Array(IgnoredPaymentSchema),
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

const IsoDate = Type.String({ format: 'date', maxLength: 10 });

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

/** "Als bezahlt markieren": the payment's date and amount (default: today, the open amount). */
export const MarkAsPaidBodySchema = Type.Object({ paymentDate: Type.Optional(IsoDate), amount: Type.Optional(Amount) });
export type MarkAsPaidBody = Static<typeof MarkAsPaidBodySchema>;
