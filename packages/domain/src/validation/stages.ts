// Ordering and order editing (customer spec section 5). Stage dates are ISO on the wire.
// Facade-lift (6) and service (8) orders use their stages as days (validateDays); the other
// services check the lead time of the first stage. Later stages must be on later days, and
// no stage may have a date when the one before has none.
import { FACADE_LIFT_TYPE_ID, SITE_SERVICE_TYPE_ID } from '../services';
import { isValidIsoDate } from '../dates/calendar';
import { isValidTime } from '../dates/zurich';
import { checkLeadTime } from './lead-time';
import { validateDays } from './days';
import { about, message, uniqueMessages, type Message } from './messages';
import { dateUrgency, orderLocked, stageEditLocks } from './order-locks';
import { checkDatesAhead } from './stage-bounds';

export type StageInput = {
  date: string | null;
  time: string | null;
  amount?: number | null;
  hours?: number | null;
  orderNumber?: string | null;
  remarks?: string | null;
};

const blank = (value: unknown): boolean => value === null || value === undefined || value === '';
const stageMessage = (code: Parameters<typeof message>[0], index: number): Message => about('Etappe', message(code, index));

function dateTimeValid(stage: StageInput): boolean {
  return isValidIsoDate(stage.date) && (blank(stage.time) || isValidTime(stage.time));
}

/** Later stages: a date needs one on the stage before, and must be a later day. */
export function checkStageChronology(stages: readonly StageInput[]): Message[] {
  const found: Message[] = [];
  stages.forEach((stage, i) => {
    const before = stages[i - 1];
    if (i === 0 || before === undefined || blank(stage.date)) return;
    if (blank(before.date)) found.push(stageMessage('dateWithoutPrevious', i + 1));
    else if (!dateTimeValid(stage)) found.push(stageMessage('dateTimeInvalid', i + 1));
    else if (isValidIsoDate(before.date) && (stage.date as string) <= before.date) {
      found.push(stageMessage('notIncreasing', i + 1));
    }
  });
  return found;
}

function daysOf(stages: readonly StageInput[]) {
  return stages.map((s) => ({ date: s.date, time: s.time, hours: s.hours ?? null, amount: s.amount ?? null }));
}

/** Stage rules when an order is placed; no stage lies more than MAX_YEARS_AHEAD years ahead. */
export function validateOrderStages(
  stages: readonly StageInput[],
  opts: { typeId: number; express: boolean; now: Date },
): Message[] {
  return [...orderStageRules(stages, opts), ...checkDatesAhead(stages, opts.now)];
}

function orderStageRules(stages: readonly StageInput[], opts: { typeId: number; express: boolean; now: Date }): Message[] {
  if (opts.typeId === SITE_SERVICE_TYPE_ID) return validateDays('service', daysOf(stages), opts);
  const chronology = checkStageChronology(stages);
  if (opts.typeId === FACADE_LIFT_TYPE_ID) return [...validateDays('facadeLift', daysOf(stages), opts), ...chronology];
  const first = stages[0];
  if (first === undefined || blank(first.date)) return [stageMessage('firstDateMissing', 1), ...chronology];
  if (!dateTimeValid(first)) return [stageMessage('dateTimeInvalid', 1), ...chronology];
  const time = blank(first.time) ? null : first.time;
  const verdict = checkLeadTime({ date: first.date as string, time, express: opts.express, now: opts.now });
  return verdict === 'ok' ? chronology : [stageMessage(verdict, 1), ...chronology];
}

/** The object address and a calculated, locked price are needed before ordering. */
export function validateOrderBasics(args: { priceCalculated: boolean; inputsLocked: boolean; orderAddress: string | null }): Message[] {
  const found: Message[] = [];
  if (!args.priceCalculated || !args.inputsLocked) found.push(message('priceNotCalculated'));
  if (blank(args.orderAddress?.trim())) found.push(message('addressMissing'));
  return found;
}

const FIELDS = ['date', 'time', 'amount', 'hours', 'orderNumber', 'remarks'] as const;
function changed(before: StageInput, after: StageInput): boolean {
  return FIELDS.some((field) => (before[field] ?? null) !== (after[field] ?? null));
}

function checkEditedStage(before: StageInput | undefined, after: StageInput, index: number, now: Date): Message | null {
  const lock = before ? stageEditLocks(before, now).level : 'editable';
  if (before && lock === 'locked' && changed(before, after)) return stageMessage('stageLocked', index);
  const dateChanged = (before?.date ?? null) !== (after.date ?? null);
  if (!dateChanged) return null;
  if (lock === 'dateLocked') return stageMessage('stageDateLocked', index);
  if (blank(after.date)) return index === 1 ? stageMessage('firstDateMissing', 1) : null;
  if (!isValidIsoDate(after.date)) return stageMessage('dateTimeInvalid', index);
  return dateUrgency(after.date, now) === 'futureornull' ? null : stageMessage('changedDateTooSoon', index);
}

/** Rules when a client (or admin) edits an existing order; `before` is the stored order. */
export function validateOrderEdit(
  before: readonly StageInput[],
  after: readonly StageInput[],
  opts: { typeId: number; now: Date },
): Message[] {
  const anyChange = after.length !== before.length || after.some((stage, i) => !before[i] || changed(before[i], stage));
  if (orderLocked(before, opts.now)) return anyChange ? [message('orderLocked')] : [];
  const perStage = after.flatMap((stage, i) => checkEditedStage(before[i], stage, i + 1, opts.now) ?? []);
  // Only moved dates are held to the far-ahead bound; a stored one stays as it is.
  const moved = after.map((stage, i) => ((before[i]?.date ?? null) !== (stage.date ?? null) ? stage : { date: null }));
  perStage.push(...checkDatesAhead(moved, opts.now));
  const noLeadTime = { express: false, now: null };
  if (opts.typeId === SITE_SERVICE_TYPE_ID) return uniqueMessages([...perStage, ...validateDays('service', daysOf(after), noLeadTime)]);
  const days = opts.typeId === FACADE_LIFT_TYPE_ID ? validateDays('facadeLift', daysOf(after), noLeadTime) : [];
  return uniqueMessages([...perStage, ...days, ...checkStageChronology(after)]);
}
