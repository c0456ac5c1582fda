// The customer's one mail about a stage's work report, "Arbeitsrapport" (issues 19, 20 and 27,
// decisions 023 and 025): "signed" when a save stores a new on-site signature, else
// "completed" when the office completes the stage (complete-operation.ts). Both carry the
// Arbeitsrapport PDF (rendered from the stage when the mail is sent) and the link to the
// report view. Before issue 27 a first save sent "Arbeitsrapport verfügbar" and the completion
// an "Einsatzbericht" mail: two mails for one stage under two names.
import { formatDate, formatTime, isValidIsoDate } from '@tragkraft/domain';
import { onSiteSignedText } from '@tragkraft/sync-protocol';
import { instantText, workReportFileName } from '../documents/work-report-model';
import type { Company } from '../config';
import type { QueuedMail } from '../plugins/mail-queue';
import { withLetterhead } from './letterhead';
import type { StageMailFacts } from './mail-texts';
import type { Recipients } from './stage-recipients';

/** The mail queue's render kind of the work report PDF (registered by the operation routes). */
export const WORK_REPORT_PDF = 'workReportPdf';

export type ReportMailKind = 'completed' | 'signed';

export interface ReportMailFacts extends StageMailFacts {
  stageNumber: number;
  /** The stored signature (kind 'signed'). */
  signature?: { signerName: string; signedAt: string };
  /** Comments of new damage images saved with it: told here instead of in a mail of their own. */
  newDamage?: string[];
}

const when = (f: StageMailFacts) => (f.date && isValidIsoDate(f.date) ? `${formatDate(f.date)}, ${formatTime(f.time)}` : 'ohne Datum');
const orderLabel = (f: StageMailFacts) => (f.orderNumber ? `Auftrag ${f.orderId} (${f.orderNumber})` : `Auftrag ${f.orderId}`);

export function reportMail(kind: ReportMailKind, recipients: Recipients, facts: ReportMailFacts, publicUrl: string, company: Company): QueuedMail {
  const link = `${publicUrl}/operation-report/${facts.stageId}`;
  const signed = kind === 'signed' && facts.signature;
  const damage = facts.newDamage ?? [];
  return {
    to: recipients.to,
    ...(recipients.cc.length > 0 ? { cc: recipients.cc } : {}),
    subject: `Arbeitsrapport: ${orderLabel(facts)}`,
    text: withLetterhead(
      [
      'Guten Tag',
      '',
      signed
        ? `Der Arbeitsrapport unseres Einsatzes vom ${when(facts)} (${orderLabel(facts)}) wurde vor Ort unterschrieben.`
        : `Unser Einsatz vom ${when(facts)} (${orderLabel(facts)}) ist abgeschlossen.`,
      ...(signed ? [`${onSiteSignedText(signed.signerName)}, ${instantText(signed.signedAt)}.`] : []),
      '',
      'Adresse:',
      facts.address,
      ...(damage.length > 0 ? ['', 'Gemeldete Schäden:', ...damage.map((c) => `- ${c.trim() || '(ohne Kommentar)'}`)] : []),
      '',
      'Im Anhang finden Sie den Arbeitsrapport als PDF.',
      `Den Arbeitsrapport finden Sie hier: ${link}`,
      ],
      company,
    ),
    attachments: [
      {
        filename: workReportFileName(facts.orderId, facts.stageNumber),
        contentType: 'application/pdf',
        render: { kind: WORK_REPORT_PDF, args: { stageId: facts.stageId } },
      },
    ],
  };
}
