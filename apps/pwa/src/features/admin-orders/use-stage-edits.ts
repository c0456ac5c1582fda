import { useState } from 'react';
import type { AdminOrderDetail } from '@tragkraft/sync-protocol';
import { withServerMessage } from '../../api/api-error';
import { notifyError } from '../../ui/notify';
import { editStages } from './admin-orders-api';

export type StageEdit = { mode: 'add' | 'remove'; stageIndex: number };

/** Adding or removing a stage after a confirmation; the answer is the refreshed order. */
export function useStageEdits(orderId: number, onDone: (detail: AdminOrderDetail) => void) {
  const [pending, setPending] = useState<StageEdit | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      onDone(await editStages({ orderId, ...pending }));
      setPending(null);
    } catch (failure) {
      notifyError(withServerMessage('Fehler beim hinzufügen / entfernen einer Etappe', failure));
    } finally {
      setBusy(false);
    }
  };

  return { pending, ask: setPending, cancel: () => setPending(null), confirm, busy };
}
