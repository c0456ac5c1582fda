// The toasts after a replay: what each sent or refused item achieved, naming the operation as
// a person knows it (client, place, date), never by its number (issue 27). Loaded with the
// first result, so it costs the field screens nothing.
import type { SaveReportAnswer } from '@tragkraft/sync-protocol';
import { notifyError, notifySuccess } from '../../ui/notify';
import type { ReplayResult } from '../../offline/replay';
import { UNKNOWN_STAGE_NAME } from '../../offline/stage-name';
import { readStageNames } from '../../offline/stage-names';
import { tapName } from '../../offline/tap-name';

const TEXTS = {
  saved: 'Der Einsatz wurde erfolgreich gespeichert',
  damageMailed: 'Der Kunde wurde per E-Mail über den Schaden informiert.',
  notSaved: 'Der Einsatz wurde nicht gespeichert',
  confirmFailed: 'Konnte nicht zusagen',
  declineFailed: 'Konnte nicht absagen',
  tapRefused: 'Zeiteintrag abgelehnt',
  completeFailed: 'Fehler beim Abschliessen des Einsatzes',
  completed: 'Das E-Mail wurde an den Kunden versandt und der Einsatz ist abgeschlossen',
} as const;

/** Tells what one replayed item achieved, naming the operation as a person knows it. */
export async function announce(result: ReplayResult): Promise<void> {
  const { item, outcome, body } = result;
  if (item.name === 'time.record') {
    // A delivered tap is what the person expects: only a refusal is said.
    if (outcome === 'rejected') notifyError(`${TEXTS.tapRefused} (${tapName(item)}): ${item.lastError ?? ''}`);
    return;
  }
  const name = (await readStageNames(item.userId, [item.stageId])).get(item.stageId) ?? UNKNOWN_STAGE_NAME;
  if (item.name === 'report.save') {
    if (outcome === 'rejected') return notifyError(`${TEXTS.notSaved} (${name}): ${(item.lastError ?? '').replace(`${TEXTS.notSaved} `, '')}`);
    const answer = body as SaveReportAnswer;
    notifySuccess(`${TEXTS.saved}: ${name}.${answer.damageMailSent ? ` ${TEXTS.damageMailed}` : ''}`);
    if (answer.warningMessage) notifyError(`${answer.warningMessage} ${answer.warnings.join(' ')}`);
    return;
  }
  if (item.name === 'stage.confirm') {
    if (outcome === 'rejected') notifyError(`${(item.payload as { action: string }).action === 'confirm' ? TEXTS.confirmFailed : TEXTS.declineFailed} (${name}): ${item.lastError ?? ''}`);
    return;
  }
  if (outcome === 'rejected') notifyError(`${TEXTS.completeFailed} (${name}): ${item.lastError ?? ''}`);
  else notifySuccess(`${TEXTS.completed} (${name})`);
}
