import { Button, Textarea } from '@mantine/core';
import { useState } from 'react';
import { withServerMessage } from '../../api/api-error';
import { notifyError, notifySuccess } from '../../ui/notify';
import { ConfirmModal } from '../../ui/confirm-modal';
import { cancelOrder } from './admin-orders-api';

/** Cancel the order with a reason (mailed to the client); disabled once cancelled. */
export function CancelOrder({ orderId, cancelled, onCancelled }: { orderId: number; cancelled: boolean; onCancelled: () => void }) {
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const cancel = async () => {
    setBusy(true);
    try {
      await cancelOrder({ orderId, reason: reason.trim() });
      notifySuccess('Der Auftrag wurde erfolgreich storniert');
      setDone(true);
      setAsking(false);
      onCancelled();
    } catch (failure) {
      notifyError(withServerMessage('Fehler beim Stornieren des Auftrages', failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button color="red" variant="light" disabled={cancelled || done} onClick={() => setAsking(true)}>
        Auftrag stornieren
      </Button>
      <ConfirmModal
        opened={asking}
        title="Auftrag stornieren"
        confirmLabel="Stornieren"
        confirmColor="red"
        busy={busy}
        disabled={reason.trim() === ''}
        onConfirm={cancel}
        onCancel={() => setAsking(false)}
      >
        <Textarea
          label="Grund der Stornierung"
          description="Der Kunde erhält den Grund per E-Mail."
          required
          autosize
          minRows={3}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          data-autofocus
        />
      </ConfirmModal>
    </>
  );
}
