// The spec's report check (back-office section 5), the same rule the server applies in
// apps/server/src/features/operations/report-check.ts, so the phone can tell the site lead
// what is missing before anything is queued, even offline.
import { SITE_SERVICE_TYPE_ID } from '@tragkraft/domain';
import { OPERATION_TEXTS } from '@tragkraft/sync-protocol';

export interface ReportCheckInput {
  typeId: number;
  truckArrivalTime: string | null;
  damages: boolean | null;
  /** Images that are not (flagged) deleted, saved or new. */
  imageCount: number;
  team: { firstName: string; role: string; hours: number | null; rating: number | null }[];
}

/** The German reasons the report is incomplete ([] when complete or nobody has hours). */
export function reportFindings(input: ReportCheckInput): string[] {
  const withHours = input.team.filter((m) => (m.hours ?? 0) > 0);
  if (withHours.length === 0) return [];
  const findings: string[] = [];
  if (input.typeId !== SITE_SERVICE_TYPE_ID) {
    if (!input.truckArrivalTime) findings.push(OPERATION_TEXTS.truckArrivalMissing);
    if (input.damages === null) findings.push(OPERATION_TEXTS.damagesMissing);
  }
  if (input.imageCount === 0) findings.push(OPERATION_TEXTS.imageMissing);
  const unrated = withHours.filter((m) => m.role === 'employee' && m.rating === null).map((m) => m.firstName);
  if (unrated.length > 0) findings.push(OPERATION_TEXTS.ratingMissing(unrated.join(', ')));
  return findings;
}

export type SaveDecision =
  | { kind: 'save' }
  /** Admins: the save proceeds, the reasons are shown as 'Nur eine Warnung.' */
  | { kind: 'warn'; message: string; reasons: string[] }
  /** Operators: nothing is saved or queued. */
  | { kind: 'block'; message: string; reasons: string[] };

export function decideSave(role: string, findings: string[]): SaveDecision {
  if (findings.length === 0) return { kind: 'save' };
  if (role === 'admin') return { kind: 'warn', message: OPERATION_TEXTS.onlyWarning, reasons: findings };
  return { kind: 'block', message: OPERATION_TEXTS.notSaved, reasons: findings };
}
