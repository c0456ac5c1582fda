// Hours that cannot be true are refused before anything is stored (issue 27): one person at
// most 24 hours on a stage (one day), a stage's total at most 24 hours per person on it, never
// negative, at most two decimals. The bounds are domain's, so the phone says the same.
import { checkPersonHours, checkStageHours } from '@tragkraft/domain';
import { AppError } from '../../plugins/errors';

const impossible = (text: string) => new AppError(400, 'hoursImpossible', text);

/** One person's hours on one stage; `who` names the person in the message. */
export function refuseImpossiblePersonHours(hours: number, who?: string): void {
  const reason = checkPersonHours(hours);
  if (reason) throw impossible(who ? `${who}: ${reason}` : reason);
}

/**
 * The total hours of a stage. People on it: those assigned, or the staff the stage was
 * ordered with when that is more (a site-service stage may have been worked by its planned team).
 */
export function refuseImpossibleStageHours(hours: number, assigned: number, orderedStaff: number | null): void {
  const reason = checkStageHours(hours, Math.max(assigned, orderedStaff ?? 0));
  if (reason) throw impossible(reason);
}
