// Starts the outbox replay on every trigger: app start (and sign-in), `online`, returning to
// the app; the backoff timer and the manual button live in page-sync.ts. Also asks the
// browser to keep the data (persistent storage) once signed in, and tells the user what the
// replays in this page achieved.
import { useEffect } from 'react';
import type { SaveReportAnswer } from '@tragkraft/sync-protocol';
import { useSession } from '../auth/session-store';
import { notifyError, notifySuccess } from '../ui/notify';
import { mirrorSession, onSyncResult, syncNow } from './page-sync';
import type { ReplayResult } from './replay';

const TEXTS = {
  saved: 'Der Einsatz wurde erfolgreich gespeichert',
  damageMailed: 'Der Kunde wurde per E-Mail über den Schaden informiert.',
  notSaved: 'Der Einsatz wurde nicht gespeichert',
  confirmFailed: 'Konnte nicht zusagen',
  declineFailed: 'Konnte nicht absagen',
  completeFailed: 'Fehler beim Abschliessen des Einsatzes',
  completed: 'Das E-Mail wurde an den Kunden versandt und der Einsatz ist abgeschlossen',
} as const;

function announce(result: ReplayResult): void {
  const { item, outcome, body } = result;
  if (item.name === 'report.save') {
    if (outcome === 'rejected') return notifyError(item.lastError?.startsWith(TEXTS.notSaved) ? item.lastError : `${TEXTS.notSaved}: ${item.lastError ?? ''}`);
    const answer = body as SaveReportAnswer;
    notifySuccess(answer.damageMailSent ? `${TEXTS.saved}. ${TEXTS.damageMailed}` : TEXTS.saved);
    if (answer.warningMessage) notifyError(`${answer.warningMessage} ${answer.warnings.join(' ')}`);
    return;
  }
  if (item.name === 'stage.confirm') {
    if (outcome === 'rejected') notifyError(`${(item.payload as { action: string }).action === 'confirm' ? TEXTS.confirmFailed : TEXTS.declineFailed}: ${item.lastError ?? ''}`);
    return;
  }
  if (outcome === 'rejected') notifyError(`${TEXTS.completeFailed}: ${item.lastError ?? ''}`);
  else notifySuccess(TEXTS.completed);
}

async function askPersistentStorage(): Promise<void> {
  try {
    if (navigator.storage?.persist && !(await navigator.storage.persisted())) await navigator.storage.persist();
  } catch {
    // Not offered by this browser: the data still lives in IndexedDB, only less protected.
  }
}

export function useSyncEngine(): void {
  const session = useSession();
  const token = session?.token ?? null;

  useEffect(() => onSyncResult((summary) => summary.results.forEach(announce)), []);

  useEffect(() => {
    void mirrorSession();
    if (!token) return;
    void askPersistentStorage();
    // A start, a sign-in or a returning connection tries the head item at once, even if its
    // backoff (grown while there was no network) has not run out yet.
    void syncNow({ force: true });
    const online = () => void syncNow({ force: true });
    const visible = () => document.visibilityState === 'visible' && void syncNow();
    window.addEventListener('online', online);
    document.addEventListener('visibilitychange', visible);
    return () => {
      window.removeEventListener('online', online);
      document.removeEventListener('visibilitychange', visible);
    };
  }, [token]);
}
