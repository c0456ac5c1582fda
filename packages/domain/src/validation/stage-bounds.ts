// Bounds on the stages of an order that protect the calendar and the invoices (issue 14,
// decision 012). A stage date lies at most MAX_YEARS_AHEAD years ahead. A stage of a priced
// count (floor-based services: the units of the offer; labs: its trucks) carries at least one
// unit, so there are never more stages than units, and the stages together carry exactly the
// priced count: the invoice bills each stage's amount, so amounts may only split the count.
// Blank amounts share what the given ones leave (evenly, the first ones one more), so a
// one-stage order needs no amount at all.
import { addMonths, isValidIsoDate, type IsoDate } from '../dates/calendar';
import { zurichToday } from '../dates/zurich';
import { formatDate } from '../format';
import { about, message, type Message } from './messages';

export const MAX_YEARS_AHEAD = 2;

/** The last day a stage may be booked on: today (Zurich) plus MAX_YEARS_AHEAD years. */
export function latestStageDate(now: Date): IsoDate {
  return addMonths(zurichToday(now), MAX_YEARS_AHEAD * 12);
}

export function dateTooFarAheadMessage(latest: IsoDate, index?: number): Message {
  const text = `Das Datum darf höchstens ${MAX_YEARS_AHEAD} Jahre in der Zukunft liegen (spätestens ${formatDate(latest)}).`;
  return index === undefined ? { code: 'dateTooFarAhead', text } : { code: 'dateTooFarAhead', text, index };
}

/** Stages whose date lies after latestStageDate, one message each ('Etappe 2: ...'). */
export function checkDatesAhead(stages: readonly { date: string | null }[], now: Date): Message[] {
  const latest = latestStageDate(now);
  return stages.flatMap((stage, i) =>
    isValidIsoDate(stage.date) && stage.date > latest ? [about('Etappe', dateTooFarAheadMessage(latest, i + 1))] : [],
  );
}

export function stagesExceedUnitsMessage(stages: number, units: number): Message {
  return { code: 'stagesExceedUnits', text: `Es sind ${stages} Etappen angegeben, die Offerte enthält aber nur ${units} Einheiten. Jede Etappe braucht mindestens eine Einheit.` };
}

export function amountsNotPricedMessage(sum: number, units: number): Message {
  return {
    code: 'amountsNotPriced',
    text: `Die Anzahl der Etappen ergibt zusammen ${sum}, offeriert sind ${units}. Bitte verteilen Sie genau ${units} auf die Etappen.`,
  };
}

export interface StageAmounts {
  /** The amounts to store: blanks filled when the priced count allows it. */
  amounts: (number | null)[];
  errors: Message[];
}

/**
 * Checks the stage amounts against the priced count (null: the service has none, e.g. facade
 * lift or site service) and fills blank amounts with what the given ones leave.
 */
export function settleStageAmounts(amounts: readonly (number | null | undefined)[], pricedCount: number | null): StageAmounts {
  const given = amounts.map((amount) => (amount === undefined ? null : amount));
  const errors: Message[] = [];
  given.forEach((amount, i) => {
    if (amount !== null && (!Number.isInteger(amount) || amount < 1)) errors.push(about('Etappe', message('stageAmountTooSmall', i + 1)));
  });
  if (errors.length > 0 || pricedCount === null) return { amounts: given, errors };
  if (given.length > pricedCount) return { amounts: given, errors: [stagesExceedUnitsMessage(given.length, pricedCount)] };
  const sum = given.reduce<number>((total, amount) => total + (amount ?? 0), 0);
  const blanks = given.filter((amount) => amount === null).length;
  const rest = pricedCount - sum;
  if (blanks === 0 ? rest !== 0 : rest < blanks) return { amounts: given, errors: [amountsNotPricedMessage(sum, pricedCount)] };
  let blankIndex = 0;
  const filled = given.map((amount) => {
    if (amount !== null) return amount;
    const share = Math.floor(rest / blanks) + (blankIndex < rest % blanks ? 1 : 0);
    blankIndex++;
    return share;
  });
  return { amounts: filled, errors: [] };
}
