import { Button, Group } from '@mantine/core';
import { useDownload } from '../../ui/use-download';
import { downloadOrderDocument, downloadProjectPlan } from './orders-api';

const DOWNLOAD_FAILED = 'Fehler: Konnte die Datei nicht herunterladen.';

interface Props {
  orderId: number;
  /** A stage of the order: the project plan is asked for by stage. */
  stageId: number | null;
}

/** The order document (PDF) and the project plan (Excel) as downloads. */
export function DocumentButtons({ orderId, stageId }: Props) {
  const { busy, download } = useDownload();

  return (
    <Group gap="xs">
      <Button variant="default" size="xs" loading={busy === 'pdf'} onClick={() => download('pdf', () => downloadOrderDocument(orderId), `Auftrag ${orderId}.pdf`, DOWNLOAD_FAILED)}>
        Auftragsdokument (PDF)
      </Button>
      {stageId !== null && (
        <Button
          variant="default"
          size="xs"
          loading={busy === 'plan'}
          onClick={() => download('plan', () => downloadProjectPlan(stageId), `Projektplan ${orderId}.xlsx`, DOWNLOAD_FAILED)}
        >
          Projektplan (Excel)
        </Button>
      )}
    </Group>
  );
}
