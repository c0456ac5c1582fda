// Loads a credit note with its invoice and client and renders the PDF.
import { eq } from 'drizzle-orm';
import { invoiceFileName, zurichToday } from '@tragkraft/domain';
import type { Company } from '../../config';
import type { Db } from '../../db/open-database';
import { invoices } from '../../db/schema';
import { renderCreditNotePdf } from '../../documents/credit-note-pdf';
import { invoiceNumberOf, loadTarget, targetOfInvoice } from '../invoices/invoice-target';
import { vatByRate } from './credit-note-totals';
import { creditNoteOf } from './list-credit-notes';

type Reader = Pick<Db, 'select'>;

function recipientLines(clientName: string, address: string): string[] {
  const lines = address.split('\n').map((line) => line.trim()).filter(Boolean);
  return lines[0] === clientName ? lines : [clientName, ...lines];
}

export async function creditNotePdf(db: Reader, company: Company, creditNoteId: number): Promise<{ content: Buffer; fileName: string }> {
  const note = await creditNoteOf(db, creditNoteId);
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, note.invoiceId)).limit(1);
  const ctx = await loadTarget(db, targetOfInvoice(invoice!));
  const content = await renderCreditNotePdf(company, {
    number: note.number,
    date: zurichToday(new Date(note.creditTime)),
    recipient: recipientLines(ctx.client.company, ctx.client.address),
    invoiceNumber: invoiceNumberOf(invoice!),
    invoiceDate: zurichToday(new Date(invoice!.invoiceTime)),
    reason: note.reason,
    lines: note.lines,
    vatByRate: vatByRate(note.lines),
    totals: note.totals,
  });
  // 'GSMuster20260001.pdf': the invoice file name's pattern with GS for Gutschrift.
  return { content, fileName: `${invoiceFileName(ctx.client.company, note.number).replace(/^RG/, 'GS')}.pdf` };
}
