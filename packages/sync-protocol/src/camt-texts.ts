// The bounds of a payments import and the texts of reading camt files: apart from the rest of
// the contract (payments.ts) so the server's parsing worker loads only this and its formats,
// not every schema of the protocol (seconds when run from the sources).
import { formatChfWithCurrency } from '@tragkraft/domain';

/** Bounds of one import request (the files are read into memory within them). */
export const PAYMENT_MAX_FILES = 20;
export const PAYMENT_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const PAYMENT_TOTAL_MAX_BYTES = 20 * 1024 * 1024;

export const CAMT_TEXTS = {
  notXml: (file: string) => `Die Datei «${file}» ist keine gültige XML-Datei; aus ihr wurde nichts gebucht.`,
  notCamt: (file: string) => `Die Datei «${file}» ist keine camt.053- oder camt.054-Datei (ISO 20022); aus ihr wurde nichts gebucht.`,
  badEntry: (file: string, detail: string) => `Die Datei «${file}» ist unvollständig oder fehlerhaft (${detail}); aus ihr wurde nichts gebucht.`,
  ignoredDebit: 'Belastung (keine Gutschrift)',
  ignoredCurrency: (currency: string) => `Währung ${currency} (nur CHF wird verbucht)`,
  ignoredPending: 'Vorgemerkt, noch nicht gebucht (Status nicht BOOK oder ohne Buchungsdatum)',
  ignoredInfo: 'Nur zur Information (Status INFO), nicht gebucht',
  ignoredDebitReversal: 'Rückbuchung einer Belastung (nur Gutschriften werden verbucht)',
  entryIncomplete: 'Betrag, Währung oder Gutschrift/Belastung einer Buchung fehlt',
  transactionAmountMissing: 'Betrag einer Transaktion fehlt',
  badAmount: (text: string) => `«${text}» ist kein gültiger Betrag`,
  badDate: (text: string) => `«${text}» ist kein gültiges Datum`,
  badEncoding: (file: string, encoding: string) => `Die Datei «${file}» ist in der Zeichenkodierung «${encoding}» geschrieben; gelesen werden UTF-8, ISO-8859-1 und Windows-1252. Aus ihr wurde nichts gebucht.`,
  badUtf8: (file: string) => `Die Datei «${file}» enthält Zeichen, die nicht gültig UTF-8-kodiert sind; aus ihr wurde nichts gebucht.`,
  brokenZip: (file: string) => `Die ZIP-Datei «${file}» ist beschädigt oder verschlüsselt; aus ihr wurde nichts gebucht.`,
  zipTooLarge: (file: string) => `Die ZIP-Datei «${file}» ist entpackt zu gross (höchstens ${PAYMENT_FILE_MAX_BYTES / 1024 / 1024} MB je Datei, ${PAYMENT_TOTAL_MAX_BYTES / 1024 / 1024} MB zusammen); aus ihr wurde nichts gebucht.`,
  zipTooManyFiles: (file: string) => `Die ZIP-Datei «${file}» enthält zu viele Dateien (höchstens ${PAYMENT_MAX_FILES} pro Import); aus ihr wurde nichts gebucht.`,
  setAsideSum: (sum: number, amount: number, charges: number) =>
    `Die Einzelzahlungen ergeben ${formatChfWithCurrency(sum)}, die Buchung ${formatChfWithCurrency(amount)}${charges > 0 ? ` (Spesen ${formatChfWithCurrency(charges)})` : ''}: bitte von Hand zuordnen`,
  setAsideCurrency: 'Eine Einzelzahlung hat keinen Betrag in der Währung der Buchung: bitte von Hand zuordnen',
  withoutDetails: 'Buchung ohne Einzelheiten (Sammelgutschrift): die camt.054 dazu ersetzt sie durch ihre Zahlungen',
} as const;
