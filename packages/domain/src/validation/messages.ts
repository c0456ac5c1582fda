// Every validation message of the domain, German as the UI shows it unchanged. Texts the spec
// gives are copied with Swiss spelling ('grösser': ss, never ß; decision 014).
import { HOURS_TEXTS } from './hours-bounds';

/** A validation finding: a stable code for programs, the German text for people. */
export type Message = {
  code: MessageCode;
  text: string;
  /** 1-based number of the day, stage or row the message is about, if any. */
  index?: number;
};

export const MESSAGE_TEXTS = {
  // calculation input (customer spec section 5)
  noAmount: 'Bitte geben Sie bei mindestens einem Stockwerk eine Anzahl grösser als 0 ein.',
  amountNotWhole: 'Die Anzahl muss eine ganze Zahl ab 0 sein.',
  kilometersMissing: 'Bitte geben Sie die Anzahl Kilometer ein (0 ist erlaubt).',
  kilometersNegative: 'Die Kilometer dürfen nicht negativ sein.',
  metresMissing: 'Bitte geben Sie die Laufmeter ein (grösser als 0).',
  noTruck: 'Bitte geben Sie mindestens einen Lastwagen ein.',
  stagesCountInvalid: 'Die Anzahl Etappen muss eine ganze Zahl ab 1 sein.',
  serviceDisabled: 'Dieser Dienst ist für Sie nicht freigeschaltet. Bitte kontaktieren Sie uns.',
  wardrobeNotAllowed: 'Die Garderobe ist nur für Veriset-Kunden verfügbar.',
  applianceMakerNotAllowed: 'Die Herstellerpreise sind für Sie nicht freigeschaltet.',
  regionMissing: 'Bitte wählen Sie eine Region (Deutschschweiz, Welschland oder Tessin).',
  noDays: 'Bitte erfassen Sie mindestens einen Tag.',
  noDisposal: 'Sie haben keine Entsorgungspauschale gewählt.',
  noEnvironmentFee: 'Sie haben keine freiwillige Umweltgebühr gewählt.',
  // facade-lift and service days
  dateMissing: 'Bitte geben Sie ein Datum ein.',
  hoursMissing: 'Bitte geben Sie die Anzahl Stunden ein.',
  hoursTooPrecise: HOURS_TEXTS.tooPrecise,
  staffMissing: 'Bitte geben Sie die Anzahl Mitarbeiter ein (ganze Zahl ab 1).',
  dateTimeInvalid: 'Datum oder Zeit nicht erkannt (Format 12.05.2021 08:00).',
  tooEarly: 'Der Termin ist zu kurzfristig. Bitte wählen Sie einen Termin mindestens 14 Stunden im Voraus.',
  needsTime: 'Bei einem Termin in weniger als 48 Stunden brauchen wir eine Uhrzeit.',
  needsExpress:
    'Der Termin liegt innerhalb von 3 Tagen. Bitte wählen Sie Express und rufen Sie uns zur Bestätigung an.',
  notChronological: 'Die Tage müssen zeitlich aufsteigend sein.',
  notSameWeek:
    'Alle Tage müssen in derselben Kalenderwoche liegen. Bitte erstellen Sie pro Woche eine eigene Offerte.',
  weekTaken: 'Pro Kalenderwoche und Objekt ist nur eine Offerte bzw. ein Auftrag möglich.',
  // ordering and order editing
  priceNotCalculated: 'Bitte berechnen Sie zuerst den Preis.',
  addressMissing: 'Bitte geben Sie die Objektadresse ein.',
  firstDateMissing: 'Bitte geben Sie ein Lieferdatum ein.',
  dateWithoutPrevious: 'Ein Datum ist erst möglich, wenn die vorherige Etappe ein Datum hat.',
  notIncreasing: 'Das Datum muss nach dem Datum der vorherigen Etappe liegen.',
  changedDateTooSoon: 'Das neue Datum darf nicht in der Vergangenheit oder in den nächsten 3 Tagen liegen.',
  stageLocked: 'Die Etappe liegt in der Vergangenheit und kann nicht mehr geändert werden.',
  stageDateLocked: 'Das Datum kann nicht mehr geändert werden, weil die Etappe heute oder in den nächsten 3 Tagen stattfindet.',
  orderLocked: 'Die letzte Etappe liegt in der Vergangenheit. Der Auftrag kann nicht mehr geändert werden.',
  stageAmountTooSmall: 'Die Anzahl einer Etappe muss eine ganze Zahl ab 1 sein.',
  // invoice lines (back-office spec section 5, exact)
  descriptionEmpty: 'Die Beschreibung darf nicht leer sein.',
  totalInvalid: 'Das Total darf nicht leer sein und muss eine Zahl sein.',
  amountNegative: 'Die Anzahl muss grösser als oder gleich 0 sein.',
  priceInvalid: 'Der Preis muss vorhanden sein und eine Zahl sein.',
  tooManyCustomLines: 'Es sind höchstens 3 eigene Positionen möglich.',
  qrAmountTooSmall: 'Der Betrag der QR-Rechnung muss mindestens 0.01 CHF sein.',
  // other (customer spec sections 5 and 8, exact)
  offerNumberEmpty: 'Bitte geben Sie eine Offerten-Nr. ein.',
  offerNumberNotNumeric: 'Die Offerten-Nr. ist eine Zahl.',
  ratingMissing: 'Bitte wählen Sie eine Bewertung von 1 bis 5 Sternen.',
} as const;

export type MessageCode = keyof typeof MESSAGE_TEXTS | 'hoursRange' | 'dateTooFarAhead' | 'stagesExceedUnits' | 'amountsNotPriced';

/** A message from the catalogue, optionally about the n-th item. */
export function message(code: keyof typeof MESSAGE_TEXTS, index?: number): Message {
  return index === undefined ? { code, text: MESSAGE_TEXTS[code] } : { code, text: MESSAGE_TEXTS[code], index };
}

/** The hours-range message names its limits: 'Die Stunden müssen zwischen 2 und 16 liegen.' */
export function hoursRangeMessage(min: number, max: number, index?: number): Message {
  const text = `Die Stunden müssen zwischen ${min} und ${max} liegen.`;
  return index === undefined ? { code: 'hoursRange', text } : { code: 'hoursRange', text, index };
}

/** Prefixes the text with the item it is about ('Tag 2: ...', 'Etappe 3: ...'). */
export function about(label: 'Tag' | 'Etappe', found: Message): Message {
  return found.index === undefined ? found : { ...found, text: `${label} ${found.index}: ${found.text}` };
}

/** Drops repeated messages (two rules may find the same problem), keeping the first. */
export function uniqueMessages(found: readonly Message[]): Message[] {
  return found.filter((m, i) => found.findIndex((other) => other.text === m.text) === i);
}

/** The spec's order error for booked days, with the days as dd.mm.yyyy joined by commas. */
export function dayBookedText(formattedDays: readonly string[]): string {
  return `An folgenden Tagen sind wir bereits ausgebucht: ${formattedDays.join(', ')}`;
}
