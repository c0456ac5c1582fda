import { SITE_SERVICE_TYPE_ID } from '@tragkraft/domain';
import { Button, Group } from '@mantine/core';
import type { AdminOrderStage } from '@tragkraft/sync-protocol';
import type { InvoiceTarget } from '../invoices/invoice-modal';
import { useDownload } from '../../ui/use-download';
import { OnSiteSignatureCard } from '../../ui/on-site-signature-card';
import { downloadOrderConfirmation, downloadProjectPlan, downloadReportPdf, downloadServiceInvoiceDraft, downloadStageInvoiceDraft, loadReportSignature } from './admin-orders-api';

const FAILED = 'Fehler: Konnte die Datei nicht herunterladen';

/** Order confirmation as PDF and Word; for site service (type 8) also the order's invoice. */
export function OrderDocuments({ orderId, typeId, onInvoice }: { orderId: number; typeId: number; onInvoice: (target: InvoiceTarget) => void }) {
  const { busy, download } = useDownload();
  const confirmation = (format: 'pdf' | 'docx') =>
    download(format, () => downloadOrderConfirmation(orderId, format), `Auftragsbestätigung ${orderId}.${format}`, FAILED);
  return (
    <Group gap="xs">
      <Button size="xs" variant="default" loading={busy === 'pdf'} onClick={() => confirmation('pdf')}>
        Auftragsbestätigung (PDF)
      </Button>
      <Button size="xs" variant="default" loading={busy === 'docx'} onClick={() => confirmation('docx')}>
        Auftragsbestätigung (Word)
      </Button>
      {typeId === SITE_SERVICE_TYPE_ID && (
        <>
          <Button size="xs" variant="default" loading={busy === 'invoice'} onClick={() => download('invoice', () => downloadServiceInvoiceDraft(orderId), `Rechnung ${orderId}.docx`, FAILED)}>
            Rechnung (Word)
          </Button>
          <Button size="xs" variant="light" onClick={() => onInvoice({ serviceOrderId: orderId })}>
            Rechnung
          </Button>
        </>
      )}
    </Group>
  );
}

interface StageDocumentsProps {
  orderId: number;
  stageId: number;
  stageNumber: number;
  typeId: number;
  /** A report was saved: its work report ("Arbeitsrapport") is offered as PDF. */
  hasReport: boolean;
  onInvoice: (target: InvoiceTarget) => void;
}

/** Per stage: the project sheet, the work report, and (not site service) the stage's invoice as Word and in the modal. */
function StageDocuments({ orderId, stageId, stageNumber, typeId, hasReport, onInvoice }: StageDocumentsProps) {
  const { busy, download } = useDownload();
  return (
    <Group gap="xs">
      <Button size="xs" variant="default" loading={busy === 'plan'} onClick={() => download('plan', () => downloadProjectPlan(stageId), `Projektblatt ${orderId}-${stageNumber}.xlsx`, FAILED)}>
        Projektblatt Etappe {stageNumber}
      </Button>
      {hasReport && (
        <Button size="xs" variant="default" loading={busy === 'report'} onClick={() => download('report', () => downloadReportPdf(stageId), `Arbeitsrapport ${orderId}-${stageNumber}.pdf`, FAILED)}>
          Arbeitsrapport (PDF) Etappe {stageNumber}
        </Button>
      )}
      {typeId !== SITE_SERVICE_TYPE_ID && (
        <>
          <Button size="xs" variant="default" loading={busy === 'invoice'} onClick={() => download('invoice', () => downloadStageInvoiceDraft(stageId), `Rechnung ${orderId}-${stageNumber}.docx`, FAILED)}>
            Rechnung (Word) Etappe {stageNumber}
          </Button>
          <Button size="xs" variant="light" onClick={() => onInvoice({ stageId })}>
            Rechnung Etappe {stageNumber}
          </Button>
        </>
      )}
    </Group>
  );
}

/** The stage's on-site signature above its documents (the work report once a report was saved). */
export function StageActions({ stored, ...props }: Omit<StageDocumentsProps, 'hasReport'> & { stored: AdminOrderStage | undefined }) {
  const signature = stored?.onSiteSignature ?? null;
  return (
    <>
      {signature && <OnSiteSignatureCard signature={signature} loadImage={() => loadReportSignature(props.stageId)} />}
      <StageDocuments {...props} hasReport={Boolean(stored?.reportSavedTime)} />
    </>
  );
}
