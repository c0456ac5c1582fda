// What a report save does with the report check's findings (domain reportFindings, the rule
// the server applies too): the phone tells the site lead what is missing before anything is
// queued, even offline.
import { OPERATION_TEXTS } from '@tragkraft/sync-protocol';

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
