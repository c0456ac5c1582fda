// Numbers as people in Switzerland type them (issue 27): '3,5' and '3.5', thousands with an
// apostrophe or a space ("1'250", '1’250', '1 250'), hours also as '3:30' or '3h30', amounts
// also 'CHF 12.50' or '12.–'. What cannot be read exactly is refused with a German reason:
// nothing is clamped, rounded or cut. Three digits after a separator ('1.250') are read as
// decimals, so a field with fewer places refuses them instead of guessing a thousand.
import { formatChf, formatHours } from '../format';
import { MAX_HOURS_PER_PERSON_DAY } from './hours-bounds';

export type NumberKind = 'hours' | 'minutes' | 'chf' | 'count' | 'floor' | 'km' | 'metres' | 'percent';

export interface NumberRule {
  kind: NumberKind;
  /** Default 0. */
  min?: number;
  /** Every input is bounded; hours default to 24 (one person, one day). */
  max?: number;
  /** Places after the separator; default by kind (hours, CHF, metres 2, km 1, else 0). */
  decimals?: number;
  /** The value must be a multiple of it (hours the client corrects: 0.25). */
  step?: number;
  required?: boolean;
}

export type TypedNumber = { ok: true; value: number | null } | { ok: false; error: string };

const DECIMALS: Record<NumberKind, number> = { hours: 2, chf: 2, metres: 2, km: 1, minutes: 0, count: 0, floor: 0, percent: 0 };
const UNIT: Record<NumberKind, string> = { hours: ' h', minutes: ' Min.', chf: '', count: '', floor: '', km: ' km', metres: ' m', percent: ' %' };
/** Units people may type after the number (or 'CHF' / 'Fr.' before an amount). */
const SUFFIX: Record<NumberKind, RegExp | null> = {
  hours: /\s*(h|std\.?|stunden)$/i,
  minutes: /\s*(min\.?|minuten)$/i,
  chf: /\s*(chf|fr\.)$/i,
  km: /\s*km$/i,
  metres: /\s*m$/i,
  percent: /\s*%$/,
  count: null,
  floor: null,
};

export const TYPED_NUMBER_TEXTS = {
  required: 'Bitte ausfüllen.',
  unreadable: (text: string, kind: NumberKind) =>
    `«${text}» ist keine ${kind === 'hours' ? 'Stundenangabe. Beispiele: 3,5 oder 3:30' : `Zahl. Beispiel: ${DECIMALS[kind] > 0 ? '3,5' : '3'}`}.`,
  minutesOver: 'Nach dem Doppelpunkt stehen Minuten von 00 bis 59 (z. B. 3:30).',
  minutesInexact: 'Diese Minuten ergeben keine Stunden mit 2 Stellen; bitte z. B. 3:15, 3:30 oder 3:45.',
  whole: 'Bitte eine ganze Zahl ohne Komma eingeben.',
  decimals: (places: number) => `Höchstens ${places} ${places === 1 ? 'Stelle' : 'Stellen'} nach dem Komma.`,
  negative: 'Der Wert darf nicht negativ sein.',
  quarterHours: 'Bitte in Viertelstunden (z. B. 7,75 oder 7:45).',
  step: (step: string) => `Bitte in Schritten von ${step}.`,
  tooLarge: (max: string) => `Höchstens ${max}.`,
  tooSmall: (min: string) => `Mindestens ${min}.`,
} as const;

const SEPARATORS = "['’ʼ \u00a0\u202f]";
const NUMBER = new RegExp(`^(-|−)?(\\d{1,3}(?:${SEPARATORS}\\d{3})+|\\d*)(?:[.,](\\d+))?$`);
/** '3:30' (two digits of minutes: '3:5' could be 3:05 or 3:50) or '3h30', '3 h 5 min'. */
const CLOCK = /^(\d{1,2})\s*(?::(\d{2})|h\s*(\d{1,2})\s*(?:min\.?)?)$/i;

/** The number in the kind's words: 3.5 -> '3.5 h', 1250 CHF -> "CHF 1'250.00", 12 -> '12 %'. */
export function formatTypedNumber(value: number, kind: NumberKind): string {
  if (kind === 'hours') return formatHours(value);
  if (kind === 'chf') return `CHF ${formatChf(Math.round(value * 100))}`;
  const [whole = '', fraction] = String(Math.abs(value)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, "'");
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}${UNIT[kind]}`;
}

/** What was understood, said back under the field: '3.5 h = 3 Std. 30 Min.'. */
export function understoodText(value: number, kind: NumberKind): string {
  if (kind !== 'hours') return `= ${formatTypedNumber(value, kind)}`;
  const minutes = Math.round(value * 60);
  const clock = `${Math.floor(minutes / 60)} Std.${minutes % 60 === 0 ? '' : ` ${minutes % 60} Min.`}`;
  return `= ${formatHours(value)} (${clock})`;
}

/** Hours typed as a clock ('3:30', '3h30', '3 h 30 min'): the value or why not. */
function readClock(hours: string, minutes: string): TypedNumber {
  const m = Number(minutes);
  if (m > 59) return { ok: false, error: TYPED_NUMBER_TEXTS.minutesOver };
  // Exact in hundredths only for multiples of 3 minutes (0.05 h): 3:20 would be 3.333... h.
  if ((m * 100) % 60 !== 0) return { ok: false, error: TYPED_NUMBER_TEXTS.minutesInexact };
  return { ok: true, value: (Number(hours) * 60 + m) / 60 };
}

function readPlain(text: string, kind: NumberKind, decimals: number): TypedNumber {
  const match = NUMBER.exec(text);
  const whole = match?.[2] ?? '';
  const fraction = match?.[3];
  if (!match || (whole === '' && fraction === undefined) || whole.length > 15) return { ok: false, error: TYPED_NUMBER_TEXTS.unreadable(text, kind) };
  if (fraction !== undefined && fraction.length > decimals) {
    return { ok: false, error: decimals === 0 ? TYPED_NUMBER_TEXTS.whole : TYPED_NUMBER_TEXTS.decimals(decimals) };
  }
  const value = Number(`${whole.replace(/\D/g, '') || '0'}.${fraction ?? '0'}`);
  return { ok: true, value: match[1] && value !== 0 ? -value : value };
}

/** Reads what was typed into a number field of the given rule; blank is null unless required. */
export function readTypedNumber(typed: string, rule: NumberRule): TypedNumber {
  const { kind } = rule;
  const decimals = rule.decimals ?? DECIMALS[kind];
  const min = rule.min ?? 0;
  const max = rule.max ?? (kind === 'hours' ? MAX_HOURS_PER_PERSON_DAY : Number.MAX_SAFE_INTEGER);
  let text = typed.trim();
  if (text === '') return rule.required ? { ok: false, error: TYPED_NUMBER_TEXTS.required } : { ok: true, value: null };
  if (kind === 'chf') text = text.replace(/^(chf|fr\.)\s*/i, '').replace(/\.[-–—]$/, '');
  const suffix = SUFFIX[kind];
  if (suffix) text = text.replace(suffix, '');
  const clock = kind === 'hours' ? CLOCK.exec(text) : null;
  const read = clock ? readClock(clock[1]!, clock[2] ?? clock[3]!) : readPlain(text, kind, decimals);
  if (!read.ok || read.value === null) return read;
  const value = read.value;
  const say = (n: number) => formatTypedNumber(n, kind);
  if (value < min) return { ok: false, error: value < 0 && min >= 0 ? TYPED_NUMBER_TEXTS.negative : TYPED_NUMBER_TEXTS.tooSmall(say(min)) };
  if (value > max) return { ok: false, error: TYPED_NUMBER_TEXTS.tooLarge(say(max)) };
  if (rule.step !== undefined) {
    const scale = 10 ** decimals;
    if (Math.round(value * scale) % Math.round(rule.step * scale) !== 0) {
      return { ok: false, error: kind === 'hours' && rule.step === 0.25 ? TYPED_NUMBER_TEXTS.quarterHours : TYPED_NUMBER_TEXTS.step(say(rule.step)) };
    }
  }
  return { ok: true, value };
}
