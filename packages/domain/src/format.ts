// Swiss formatting done by hand, not with Intl: Node's ICU and Chromium's disagree about the
// thousands apostrophe, and the PWA and the server must print the same text. One apostrophe
// character (U+0027) is used everywhere.
import { isoParts, weekdayIndex, type IsoDate } from './dates/calendar';
import { zurichWallClock, type TimeOfDay } from './dates/zurich';
import type { Rappen } from './money';

/** The thousands separator of every amount. */
export const THOUSANDS_SEPARATOR = "'";
/** Weekday abbreviations, Sunday first, as the spec lists them. */
export const WEEKDAY_ABBREVIATIONS = ['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'] as const;
/** Shown where a time is missing. */
export const NO_TIME = '--:--';

const pad2 = (n: number): string => String(n).padStart(2, '0');

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, THOUSANDS_SEPARATOR);
}

/** 1234550 Rappen -> "12'345.50" (two decimals, apostrophe thousands, leading '-' if negative). */
export function formatChf(rappen: Rappen): string {
  const abs = Math.abs(Math.round(rappen));
  const francs = Math.floor(abs / 100);
  const cents = abs % 100;
  const sign = rappen < 0 && abs !== 0 ? '-' : '';
  return `${sign}${groupThousands(String(francs))}.${pad2(cents)}`;
}

/** "CHF 12'345.50" */
export function formatChfWithCurrency(rappen: Rappen): string {
  return `CHF ${formatChf(rappen)}`;
}

/**
 * Reads an amount as people type or as formatChf prints it ("12'345.50", "12345.5", "-3",
 * "CHF 10", also with a typographic apostrophe or a decimal comma); null when not a number.
 */
export function parseChf(text: string): Rappen | null {
  const cleaned = text.replace(/^\s*CHF\s*/i, '').replace(/['\u2019\u02bc\s]/g, '').replace(',', '.');
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  const rappen = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' && rappen !== 0 ? -rappen : rappen;
}

/** ISO date -> dd.mm.yyyy */
export function formatDate(date: IsoDate): string {
  const { year, month, day } = isoParts(date);
  return `${pad2(day)}.${pad2(month)}.${year}`;
}

/** ISO date -> dd.MM.yy (tables and stage delivery dates). */
export function formatTableDate(date: IsoDate): string {
  const { year, month, day } = isoParts(date);
  return `${pad2(day)}.${pad2(month)}.${pad2(year % 100)}`;
}

/** Weekday abbreviation of a date: 'So' to 'Sa'. */
export function weekdayAbbreviation(date: IsoDate): string {
  return WEEKDAY_ABBREVIATIONS[weekdayIndex(date)] ?? '';
}

/** 'Mi 12.05.21': the delivery date with its weekday, as the order tables show it. */
export function formatDateWithWeekday(date: IsoDate): string {
  return `${weekdayAbbreviation(date)} ${formatTableDate(date)}`;
}

/** 'HH:mm', or '--:--' when there is no time. Accepts 'H:mm' and 'HH:mm:ss' from storage. */
export function formatTime(time: TimeOfDay | null | undefined): string {
  const match = time ? /^(\d{1,2}):(\d{2})/.exec(time) : null;
  return match ? `${pad2(Number(match[1]))}:${match[2]}` : NO_TIME;
}

/** dd.MM.yy HH:mm as in lists ('--:--' for a missing time). */
export function formatTableDateTime(date: IsoDate, time: TimeOfDay | null | undefined): string {
  return `${formatTableDate(date)} ${formatTime(time)}`;
}

/** File name timestamp yyyymmddThhmmss in Zurich time. */
export function formatFileTimestamp(instant: Date): string {
  const { date, time } = zurichWallClock(instant);
  const seconds = pad2(instant.getUTCSeconds());
  return `${date.replaceAll('-', '')}T${time.replace(':', '')}${seconds}`;
}

/** Analytics dates: day.month.year with dots and no zero padding ('1.3.2024'). */
export function formatRangeDate(date: IsoDate): string {
  const { year, month, day } = isoParts(date);
  return `${day}.${month}.${year}`;
}

/**
 * Phone number for messaging links: spaces, slashes and plus signs removed and a leading 0
 * replaced by 41. A leading 00 (international prefix) is dropped instead, so '0049...' stays
 * a German number rather than becoming '41049...'.
 */
export function messagingPhone(phone: string): string {
  const digits = phone.replace(/[\s/+]/g, '');
  if (digits.startsWith('00')) return digits.slice(2);
  return digits.startsWith('0') ? `41${digits.slice(1)}` : digits;
}

/**
 * Invoice file name: 'RG' + the first six letters of the cleaned client name + invoice id.
 * Cleaning spells umlauts out (ü -> ue), drops other accents and keeps only letters A-Z.
 */
export function invoiceFileName(clientName: string, invoiceId: number | string): string {
  const spelled = clientName
    .replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue')
    .replace(/Ä/g, 'Ae').replace(/Ö/g, 'Oe').replace(/Ü/g, 'Ue');
  const letters = spelled.normalize('NFD').replace(/[^A-Za-z]/g, '');
  return `RG${letters.slice(0, 6)}${invoiceId}`;
}

/** Cuts a table cell to `max` characters (names 10, type 10, last address line 20). */
export function truncate(text: string, max: number): string {
  return text.length <= max ? text : text.slice(0, max);
}

/** Average rating with one decimal ('4.3'); '-' when there is none. */
export function formatRating(average: number | null): string {
  return average === null || Number.isNaN(average) ? '-' : average.toFixed(1);
}

/**
 * Work hours in the one de-CH number style of the product: a decimal point like money and the
 * hours input ('7.75'), at most two decimals, no trailing zeros: 15.5 -> '15.5 h', 8 -> '8 h'.
 */
export function formatHours(hours: number): string {
  const hundredths = Math.round(Math.abs(hours) * 100);
  const sign = hours < 0 && hundredths !== 0 ? '-' : '';
  const whole = groupThousands(String(Math.floor(hundredths / 100)));
  const fraction = hundredths % 100 === 0 ? '' : `.${pad2(hundredths % 100)}`.replace(/0$/, '');
  return `${sign}${whole}${fraction} h`;
}

/** A count with its noun in the right number: (1, 'Tag', 'Tage') -> '1 Tag', 2 -> '2 Tage'. */
export function countOf(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
