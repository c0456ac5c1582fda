import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { apiBlob } from '../../api/client';
import { withServerMessage } from '../../api/api-error';
import { notifyError } from '../../ui/notify';
import { saveFile } from '../../ui/save-file';

interface Props {
  orderId: number;
  /** A stage of the order: the project plan is asked for by stage. */
  stageId: number | null;
}

/** The order document (PDF) and the project plan (Excel) as downloads. */
export function DocumentButtons({ orderId, stageId }: Props) {
  const [busy, setBusy] = useState<string | null>(null);

  const download = async (key: string, path: string, fallbackName: string) => {
    setBusy(key);
    try {
      const { blob, fileName } = await apiBlob('GET', path);
      saveFile(blob, fileName ?? fallbackName);
    } catch (failure) {
      notifyError(withServerMessage('Fehler: Konnte die Datei nicht herunterladen.', failure));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Group gap="xs">
      <Button variant="default" size="xs" loading={busy === 'pdf'} onClick={() => download('pdf', `/api/orders/download-order-document/${orderId}`, `Auftrag ${orderId}.pdf`)}>
        Auftragsdokument (PDF)
      </Button>
      {stageId !== null && (
        <Button variant="default" size="xs" loading={busy === 'plan'} onClick={() => download('plan', `/api/orders/generate-project-plan/${stageId}`, `Projektplan ${orderId}.xlsx`)}>
          Projektplan (Excel)
        </Button>
      )}
    </Group>
  );
}
