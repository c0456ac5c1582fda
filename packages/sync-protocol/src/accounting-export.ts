// Contract of the accounting export (issue 28 §5, decision 026): the bookings of a period
// (invoices, payments, fees, credit notes, refunds) as a Banana import file or a generic CSV
// journal. The dates are checked by the server, so a wrong one gets its own German message.
import { Type, type Static } from 'typebox';

/** The longest period one export may span, in days (a business year, leap day included). */
export const ACCOUNTING_EXPORT_MAX_DAYS = 366;

export const AccountingExportQuerySchema = Type.Object({
  from: Type.String({ maxLength: 10 }),
  to: Type.String({ maxLength: 10 }),
  format: Type.Union([Type.Literal('banana'), Type.Literal('csv')]),
});
export type AccountingExportQuery = Static<typeof AccountingExportQuerySchema>;
export type AccountingExportFormat = AccountingExportQuery['format'];

export const ACCOUNTING_EXPORT_TEXTS = {
  fromInvalid: 'Ungültiges Startdatum: bitte als JJJJ-MM-TT angeben.',
  toInvalid: 'Ungültiges Enddatum: bitte als JJJJ-MM-TT angeben.',
  fromAfterTo: 'Das Startdatum liegt nach dem Enddatum.',
  tooLong: `Der Zeitraum ist zu lang: höchstens ${ACCOUNTING_EXPORT_MAX_DAYS} Tage pro Export.`,
} as const;
