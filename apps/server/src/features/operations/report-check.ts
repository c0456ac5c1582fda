// The spec's report check (back-office section 5): once anybody has hours above 0, the
// report needs the truck arrival time and a yes/no on damages (both not for site service,
// type 8), at least one image that is not deleted, and a rating for every employee (role
// employee) with hours. Operators are refused with these reasons; admins only warned.
import { SITE_SERVICE_TYPE_ID } from '@tragkraft/domain';
import { OPERATION_TEXTS } from '@tragkraft/sync-protocol';

export interface ReportState {
  typeId: number;
  truckArrivalTime: string | null;
  damages: boolean | null;
  /** Images of the stage after the save, not deleted. */
  imageCount: number;
  team: { firstName: string; role: string; hours: number | null; rating: number | null }[];
}

/** The German reasons the report is incomplete ([] when complete or nobody has hours). */
export function reportFindings(state: ReportState): string[] {
  const withHours = state.team.filter((m) => (m.hours ?? 0) > 0);
  if (withHours.length === 0) return [];
  const findings: string[] = [];
  if (state.typeId !== SITE_SERVICE_TYPE_ID) {
    if (!state.truckArrivalTime) findings.push(OPERATION_TEXTS.truckArrivalMissing);
    if (state.damages === null) findings.push(OPERATION_TEXTS.damagesMissing);
  }
  if (state.imageCount === 0) findings.push(OPERATION_TEXTS.imageMissing);
  const unrated = withHours.filter((m) => m.role === 'employee' && m.rating === null).map((m) => m.firstName);
  if (unrated.length > 0) findings.push(OPERATION_TEXTS.ratingMissing(unrated.join(', ')));
  return findings;
}
