import { Type, type Static, type TSchema } from 'typebox';

// Credit notes ("Gutschrift", issue 28 section 4): an invoice cancelled in whole or in part.
// Money is integer Rappen; a line's `net` is before VAT, its rate in basis points (810 = 8.1 %).
// `number` is printed like an invoice number: year and the yearly sequence of four digits.
// See docs/decisions/027-credit-notes-and-invoice-journal.md.

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** Most lines of one credit note. */
export const CREDIT_NOTE_MAX_LINES = 20;

export const CREDIT_NOTE_TEXTS = {
  reasonMissing: 'Bitte geben Sie den Grund der Gutschrift an.',
  notSent: 'Die Rechnung wurde noch nicht versandt; ändern Sie sie statt eine Gutschrift zu erstellen.',
  nothingLeft: 'Die Rechnung ist bereits vollständig gutgeschrieben.',
  tooLarge: (left: string) => `Die Gutschrift übersteigt den noch nicht gutgeschriebenen Betrag von CHF ${left}.`,
  tooSmall: 'Die Gutschrift muss mindestens CHF 0.05 betragen.',
  lineInvalid: 'Jede Position braucht eine Beschreibung und einen Betrag über 0.',
  notFound: 'Die Gutschrift wurde nicht gefunden.',
} as const;

export const CreditNoteLineInputSchema = Type.Object({
  description: Type.String({ maxLength: 500 }),
  /** Net amount in Rappen (before VAT). */
  net: Type.Integer({ minimum: 0, maximum: 99_999_999_999 }),
  /** Defaults to the invoice's rate (810). */
  vatRateBp: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
});

/** Without lines the whole invoice (what is left uncredited) is cancelled. */
export const CreateCreditNoteBodySchema = Type.Object({
  reason: Type.String({ maxLength: 1000 }),
  lines: Type.Optional(Type.Array(CreditNoteLineInputSchema, { maxItems: CREDIT_NOTE_MAX_LINES })),
});
export type CreateCreditNoteBody = Static<typeof CreateCreditNoteBodySchema>;

export const CreditNoteLineSchema = Type.Object({ description: Type.String(), net: Type.Integer(), vatRateBp: Type.Integer() });

export const CreditNoteSchema = Type.Object({
  creditNoteId: Type.Integer(),
  number: Type.Integer(),
  invoiceId: Type.Integer(),
  reason: Type.String(),
  creditTime: Type.String(),
  lines: Type.Array(CreditNoteLineSchema),
  totals: Type.Object({ subtotal: Type.Integer(), vat: Type.Integer(), rounding: Type.Integer(), total: Type.Integer() }),
  createdBy: Nullable(Type.String()),
});
export type CreditNote = Static<typeof CreditNoteSchema>;

export const CreditNoteListSchema = Type.Object({
  creditNotes: Type.Array(CreditNoteSchema),
  /** The invoice's total that no credit note covers yet. */
  uncredited: Type.Integer(),
});
export type CreditNoteList = Static<typeof CreditNoteListSchema>;

export const CreditNoteParamsSchema = Type.Object({ creditNoteId: Id });

/** Hours and report of a stage whose sent invoice still stands (not cancelled in full) are final. */
export const INVOICED_STAGE_TEXT =
  'Die Etappe ist verrechnet: Stunden und Rapport können nicht mehr geändert werden. Stornieren Sie zuerst die Rechnung vollständig mit einer Gutschrift.';

// Write-off ("Abschreibung", issue 28 §5): the rest of a sent invoice that will not be paid is
// written off as a loss on receivables; the invoice is then closed as written off. See
// docs/decisions/027-credit-notes-and-invoice-journal.md.

export const WRITE_OFF_TEXTS = {
  reasonMissing: 'Bitte geben Sie den Grund der Abschreibung an.',
  notSent: 'Die Rechnung wurde noch nicht versandt; sie kann nicht abgeschrieben werden.',
  nothingOpen: 'Auf der Rechnung ist nichts offen, das abgeschrieben werden könnte.',
  dateInvalid: 'Ungültiges Datum der Abschreibung: bitte als JJJJ-MM-TT angeben.',
  dateInFuture: 'Das Datum der Abschreibung darf nicht in der Zukunft liegen.',
  dateBeforeInvoice: (date: string) => `Das Datum der Abschreibung darf nicht vor dem Rechnungsdatum (${date}) liegen.`,
} as const;

export const WriteOffBodySchema = Type.Object({
  reason: Type.String({ maxLength: 1000 }),
  /** Booking date of the loss, yyyy-mm-dd (today or earlier, not before the invoice). */
  date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 }),
});
export type WriteOffBody = Static<typeof WriteOffBodySchema>;

export const WriteOffSchema = Type.Object({
  writeOffId: Type.Integer(),
  invoiceId: Type.Integer(),
  /** Written off, incl. VAT (what was open). */
  amount: Type.Integer(),
  date: Type.String(),
  reason: Type.String(),
});
export type WriteOff = Static<typeof WriteOffSchema>;
