// How a person knows an operation: client, place and date ('Muster AG, Zürich, 12.03.2027'),
// never its number ('Einsatz 25'). Used by the sync panel and the sync toasts (issue 27).
import { formatDate } from '@tragkraft/domain';
import type { OperationListItem } from '@tragkraft/sync-protocol';

type NamedStage = Pick<OperationListItem, 'clientName' | 'address' | 'date'>;

export function stageName(stage: NamedStage): string {
  const lines = stage.address.split('\n').map((line) => line.trim()).filter(Boolean);
  // The locality of the last address line without its postcode ('8000 Zürich' → 'Zürich').
  const place = (lines.at(-1) ?? '').replace(/^(CH-)?\d{4}\s+/, '');
  return [stage.clientName.trim(), place, stage.date ? formatDate(stage.date) : ''].filter(Boolean).join(', ');
}

/** An operation whose data is not on the phone: still not a bare number. */
export const UNKNOWN_STAGE_NAME = 'Einsatz (Angaben nicht auf diesem Telefon)';
