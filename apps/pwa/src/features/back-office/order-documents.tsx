import { SITE_SERVICE_TYPE_ID } from '@tragkraft/domain';
import { Button, Group } from '@mantine/core';
import type { InvoiceTarget } from '../invoices/invoice-modal';
import { apiBlob } from '../../api/client';
import { useDownload } from '../../ui/use-download';

const FAILED = 'Fehler: Konnte die Datei nicht herunterladen';

/** Order confirmation as PDF and Word; for site service (type 8) also the order's invoice. */
export function OrderDocuments({ orderId, typeId, onInvoice }: { orderId: number; typeId: number; onInvoice: (target: InvoiceTarget) => void }) {
  const { busy, download } = useDownload();
  const confirmation = (format: 'pdf' | 'docx') =>
    download(format, () => apiBlob('GET', `/api/admin/order/download-order-document/${orderId}?format=${format}`), `Auftragsbestätigung ${orderId}.${format}`, FAILED);
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
          <Button size="xs" variant="default" loading={busy === 'invoice'} onClick={() => download('invoice', () => apiBlob('GET', `/api/admin/order/generate-invoice/service/${orderId}`), `Rechnung ${orderId}.docx`, FAILED)}>
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

/** Per stage: the project sheet, and (not site service) the stage's invoice as Word and in the modal. */
export function StageDocuments({ orderId, stageId, stageNumber, typeId, onInvoice }: { orderId: number; stageId: number; stageNumber: number; typeId: number; onInvoice: (target: InvoiceTarget) => void }) {
  const { busy, download } = useDownload();
  return (
    <Group gap="xs">
      <Button size="xs" variant="default" loading={busy === 'plan'} onClick={() => download('plan', () => apiBlob('GET', `/api/operation/generate-project-plan/${stageId}`), `Projektblatt ${orderId}-${stageNumber}.xlsx`, FAILED)}>
        Projektblatt Etappe {stageNumber}
      </Button>
      {typeId !== SITE_SERVICE_TYPE_ID && (
        <>
          <Button size="xs" variant="default" loading={busy === 'invoice'} onClick={() => download('invoice', () => apiBlob('GET', `/api/admin/order/generate-invoice/${stageId}`), `Rechnung ${orderId}-${stageNumber}.docx`, FAILED)}>
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
