import { Button, Group } from '@mantine/core';
import { useDownload } from '../../ui/use-download';
import { downloadOrderDocument, downloadProjectPlan, downloadReportPdf } from './orders-api';

const DOWNLOAD_FAILED = 'Fehler: Konnte die Datei nicht herunterladen.';

interface Props {
  orderId: number;
  /** A stage of the order: the project plan is asked for by stage. */
  stageId: number | null;
  /** The stage's work report as PDF too (the report view). */
  withReportPdf?: boolean;
}

/** The order document (PDF), the project plan (Excel) and the stage's work report (PDF) as downloads. */
export function DocumentButtons({ orderId, stageId, withReportPdf = false }: Props) {
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
      {stageId !== null && withReportPdf && (
        <Button variant="default" size="xs" loading={busy === 'report'} onClick={() => download('report', () => downloadReportPdf(stageId), `Arbeitsrapport ${orderId}.pdf`, DOWNLOAD_FAILED)}>
          Arbeitsrapport (PDF)
        </Button>
      )}
    </Group>
  );
}
