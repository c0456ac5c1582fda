// One calculator's life: editable input, 'Preis berechnen' (checked here, priced and stored
// by the server), then locked with the binding price until 'Berechnung ändern'.
import { validateCalculation, type ClientPricing, type ServiceKey } from '@tragkraft/domain';
import type { PriceAnswer } from '@tragkraft/sync-protocol';
import { useState } from 'react';
import { withServerMessage } from '../../../api/api-error';
import { calculateOffer } from '../offers-api';
import { defaultDraft, draftFromParams, type Draft } from './default-inputs';
import { prepareDraft } from './prepare-input';

const CALCULATION_FAILED = 'Fehler beim Berechnen des Preises.';

export type Calculation = ReturnType<typeof useCalculation>;

export function useCalculation(userId: number | null, pricing: ClientPricing | null) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const [locked, setLocked] = useState(false);
  const [result, setResult] = useState<PriceAnswer | null>(null);
  const [notes, setNotes] = useState<PriceAnswer['notes']>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [calculating, setCalculating] = useState(false);

  const clearMessages = () => {
    setResult(null);
    setNotes([]);
    setErrors([]);
  };
  const open = (next: Draft | null) => {
    setDraft(next);
    setLocked(false);
    clearMessages();
  };

  const calculate = async (source: Draft | null = draft) => {
    if (!source || !pricing) return;
    const prepared = prepareDraft(source);
    const check = validateCalculation(prepared.key, prepared.input as never, pricing, new Date());
    if (check.errors.length > 0) {
      setErrors(check.errors.map((e) => e.text));
      return;
    }
    setCalculating(true);
    setErrors([]);
    try {
      const answer = await calculateOffer(prepared.key, userId, prepared.input);
      setDraft(prepared);
      setResult(answer);
      setNotes(answer.notes);
      setLocked(true);
    } catch (failure) {
      setErrors([withServerMessage(CALCULATION_FAILED, failure)]);
    } finally {
      setCalculating(false);
    }
  };

  return {
    draft,
    locked,
    result,
    notes,
    errors,
    calculating,
    /** Changes the input; a locked calculator ignores it. */
    change: (next: Draft) => {
      if (locked) return;
      // A message about the last try goes once the input changes (its cause may be fixed).
      setErrors([]);
      setDraft(next);
    },
    choose: (key: ServiceKey) => open(defaultDraft(key)),
    load: (key: ServiceKey, params: unknown) => open(draftFromParams(key, params)),
    close: () => open(null),
    calculate: () => calculate(),
    /** 'Mit Express berechnen': the same input with express, priced again at once. */
    calculateWithExpress: () => {
      if (!draft || draft.key === 'labs') return;
      setLocked(false);
      clearMessages();
      void calculate({ ...draft, input: { ...draft.input, express: true } } as Draft);
    },
    unlock: () => {
      setLocked(false);
      clearMessages();
    },
    reset: () => draft && open(defaultDraft(draft.key)),
  };
}
