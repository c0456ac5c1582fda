// What a typed date field accepts: the spec's dd.mm.yyyy (also d.m.yy) through domain's
// parser, in German words (decision 014), plus the calendar's own limits.
import { DATE_INPUT_MESSAGES, formatDate, parseDateInput } from '@tragkraft/domain';

const GERMAN: Record<string, string> = {
  [DATE_INPUT_MESSAGES.day]: 'Der Tag ist ungültig. Bitte als TT.MM.JJJJ eingeben (z. B. 24.03.2027).',
  [DATE_INPUT_MESSAGES.month]: 'Der Monat ist ungültig. Bitte als TT.MM.JJJJ eingeben (z. B. 24.03.2027).',
  [DATE_INPUT_MESSAGES.year]: 'Das Jahr ist ungültig. Bitte als TT.MM.JJJJ eingeben (z. B. 24.03.2027).',
};

export type TypedDate = { ok: true; value: string | null } | { ok: false; message: string };

/** The typed text as an ISO date ('' is no date), or why it cannot be taken. */
export function readTypedDate(text: string, limits: { minDate?: string; excluded?: (iso: string) => boolean } = {}): TypedDate {
  if (text.trim() === '') return { ok: true, value: null };
  const parsed = parseDateInput(text);
  if (!parsed.ok) return { ok: false, message: GERMAN[parsed.message] ?? parsed.message };
  if (limits.minDate && parsed.value < limits.minDate) return { ok: false, message: `Das Datum muss am ${formatDate(limits.minDate)} oder später sein.` };
  if (limits.excluded?.(parsed.value)) return { ok: false, message: `Der ${formatDate(parsed.value)} ist bereits ausgebucht.` };
  return { ok: true, value: parsed.value };
}
