// The spec's report check (back-office section 5), one rule for the phone and the server:
// once anybody has hours above 0, the report needs the truck arrival time and a yes/no on
// damages (both not for site service, type 8), at least one image that is not deleted, and a
// rating for every employee (role employee) with hours. The server refuses an operator's
// save with these reasons and only warns admins; the phone says the same before anything is
// queued, even offline.
import { SITE_SERVICE_TYPE_ID } from '../services';

/** The reasons in German, shown unchanged (sync-protocol's OPERATION_TEXTS holds them too). */
export const REPORT_CHECK_TEXTS = {
  truckArrivalMissing: 'Die Ankunftszeit des Lastwagens fehlt.',
  damagesMissing: 'Bitte geben Sie an, ob es Schäden gab (ja oder nein).',
  imageMissing: 'Es fehlt mindestens ein Bild.',
  ratingMissing: (names: string) => `Es fehlt die Bewertung für: ${names}.`,
} as const;

export interface ReportCheckInput {
  typeId: number;
  truckArrivalTime: string | null;
  damages: boolean | null;
  /** Images of the stage after the save that are not (flagged) deleted, stored or new. */
  imageCount: number;
  team: { firstName: string; role: string; hours: number | null; rating: number | null }[];
}

/** The German reasons the report is incomplete ([] when complete or nobody has hours). */
export function reportFindings(input: ReportCheckInput): string[] {
  const withHours = input.team.filter((m) => (m.hours ?? 0) > 0);
  if (withHours.length === 0) return [];
  const findings: string[] = [];
  if (input.typeId !== SITE_SERVICE_TYPE_ID) {
    if (!input.truckArrivalTime) findings.push(REPORT_CHECK_TEXTS.truckArrivalMissing);
    if (input.damages === null) findings.push(REPORT_CHECK_TEXTS.damagesMissing);
  }
  if (input.imageCount === 0) findings.push(REPORT_CHECK_TEXTS.imageMissing);
  const unrated = withHours.filter((m) => m.role === 'employee' && m.rating === null).map((m) => m.firstName);
  if (unrated.length > 0) findings.push(REPORT_CHECK_TEXTS.ratingMissing(unrated.join(', ')));
  return findings;
}
