// The customer's mail about a saved work report (issues 19 and 20, decision 023): "available"
// after the first save of a stage's report (a link to the report view), "signed" when a save
// stores a new on-site signature (the Arbeitsrapport PDF attached, rendered from the stage when
// the mail is sent). A save queues at most one customer mail (save-report.ts picks it).
import { formatDate, formatTime, isValidIsoDate } from '@tragkraft/domain';
import { onSiteSignedText } from '@tragkraft/sync-protocol';
import { instantText, workReportFileName } from '../../documents/work-report-model';
import type { QueuedMail } from '../../plugins/mail-queue';
import type { Recipients, StageMailFacts } from './customer-mails';

/** The mail queue's render kind of the work report PDF (registered by the operation routes). */
export const WORK_REPORT_PDF = 'workReportPdf';

export type ReportMailKind = 'available' | 'signed';

export interface ReportMailFacts extends StageMailFacts {
  stageNumber: number;
  /** The stored signature (kind 'signed'). */
  signature?: { signerName: string; signedAt: string };
  /** Comments of new damage images saved with it: told here instead of in a mail of their own. */
  newDamage?: string[];
}

const when = (f: StageMailFacts) => (f.date && isValidIsoDate(f.date) ? `${formatDate(f.date)}, ${formatTime(f.time)}` : 'ohne Datum');
const orderLabel = (f: StageMailFacts) => (f.orderNumber ? `Auftrag ${f.orderId} (${f.orderNumber})` : `Auftrag ${f.orderId}`);

export function reportMail(kind: ReportMailKind, recipients: Recipients, facts: ReportMailFacts, publicUrl: string, company: string): QueuedMail {
  const link = `${publicUrl}/operation-report/${facts.stageId}`;
  const signed = kind === 'signed' && facts.signature;
  const damage = facts.newDamage ?? [];
  return {
    to: recipients.to,
    ...(recipients.cc.length > 0 ? { cc: recipients.cc } : {}),
    subject: `${signed ? 'Arbeitsrapport' : 'Arbeitsrapport verfügbar'}: ${orderLabel(facts)}`,
    text: [
      'Guten Tag',
      '',
      signed
        ? `Der Arbeitsrapport unseres Einsatzes vom ${when(facts)} (${orderLabel(facts)}) wurde vor Ort unterschrieben.`
        : `Der Arbeitsrapport unseres Einsatzes vom ${when(facts)} (${orderLabel(facts)}) ist verfügbar.`,
      ...(signed ? [`${onSiteSignedText(signed.signerName)}, ${instantText(signed.signedAt)}.`] : []),
      '',
      'Adresse:',
      facts.address,
      ...(damage.length > 0 ? ['', 'Gemeldete Schäden:', ...damage.map((c) => `- ${c.trim() || '(ohne Kommentar)'}`)] : []),
      '',
      ...(signed ? ['Im Anhang finden Sie den Arbeitsrapport als PDF.'] : []),
      `Den Arbeitsrapport finden Sie hier: ${link}`,
      '',
      'Freundliche Grüsse',
      company,
    ].join('\n'),
    ...(signed
      ? {
          attachments: [
            {
              filename: workReportFileName(facts.orderId, facts.stageNumber),
              contentType: 'application/pdf',
              render: { kind: WORK_REPORT_PDF, args: { stageId: facts.stageId } },
            },
          ],
        }
      : {}),
  };
}
