// The form keeps what the user typed; before checking and sending, times are normalised
// ('8:5' -> '08:05', blank -> null). A time that does not parse is sent as typed so the
// domain check names it ('Datum oder Zeit nicht erkannt').
import { parseTimeInput } from '@tragkraft/domain';
import type { Draft } from './default-inputs';

export function normaliseTime(text: string | null | undefined): string | null {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return null;
  const parsed = parseTimeInput(trimmed);
  return parsed.ok ? parsed.value : trimmed;
}

export function prepareDraft(draft: Draft): Draft {
  switch (draft.key) {
    case 'facadeLift':
      return { ...draft, input: { ...draft.input, dates: draft.input.dates.map((d) => ({ ...d, time: normaliseTime(d.time) })) } };
    case 'service':
      return {
        ...draft,
        input: {
          ...draft.input,
          orderNumber: draft.input.orderNumber?.trim() || null,
          dates: draft.input.dates.map((d) => ({ ...d, time: normaliseTime(d.time), remarks: d.remarks?.trim() || null })),
        },
      };
    default:
      return draft;
  }
}
