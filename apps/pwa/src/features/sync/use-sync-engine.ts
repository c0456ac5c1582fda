// Starts the outbox replay on every trigger: app start (and sign-in), `online`, returning to
// the app (focus, visibility), a successful read of the field screens; the backoff timer and
// the manual button live in page-sync.ts. Also asks the browser to keep the data (persistent
// storage) once signed in, and tells the user what the replays in this page achieved.
import { useEffect } from 'react';
import { useSession } from '../../auth/session-store';
import { mirrorSession, onSyncResult, syncNow } from '../../offline/page-sync';
import { SERVER_REACHED_EVENT } from '../../offline/field-keys';

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

  // The toasts' code loads with the first result (a replay ran, so something was queued).
  useEffect(() => onSyncResult((summary) => void (summary.results.length > 0 && import('./sync-announce').then((m) => summary.results.forEach((r) => void m.announce(r))))), []);

  useEffect(() => {
    void mirrorSession();
    if (!token) return;
    void askPersistentStorage();
    // A start, a sign-in, a returning connection, the app in front again and any answer of
    // the server are signs of a connection: waiting items go at once, whatever their
    // backoff (grown while there was no network).
    const wake = () => void syncNow({ force: true });
    const visible = () => document.visibilityState === 'visible' && wake();
    wake();
    window.addEventListener('online', wake);
    window.addEventListener('focus', wake);
    window.addEventListener(SERVER_REACHED_EVENT, wake);
    document.addEventListener('visibilitychange', visible);
    return () => {
      window.removeEventListener('online', wake);
      window.removeEventListener('focus', wake);
      window.removeEventListener(SERVER_REACHED_EVENT, wake);
      document.removeEventListener('visibilitychange', visible);
    };
  }, [token]);
}
