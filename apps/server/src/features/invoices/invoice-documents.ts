// The invoice's files: the PDF with the QR-bill (create, download, e-mail) and the Word file
// (from the invoice, or as a draft from the proposed lines while none exists).
import { formatIBAN, formatReference } from 'swissqrbill/utils';
import { formatDate, invoiceFileName, invoiceTotals, serviceByTypeId, zurichToday, type InvoiceLine } from '@tragkraft/domain';
import type { Company } from '../../config';
import type { Db } from '../../db/open-database';
import { renderInvoiceDocx } from '../../documents/invoice-docx';
import { buildInvoiceDocument, invoiceMessage, type InvoiceSource } from '../../documents/invoice-model';
import { renderInvoicePdf } from '../../documents/invoice-pdf';
import { buildQrBill, referenceFor, type QrBill } from '../../documents/qr-bill';
import { compactIban } from '../../documents/qr-bill-reference';
import { structuredAddress } from '../../documents/qr-bill-text';
import { proposedLines } from './invoice-data';
import { findInvoice, invoiceNumberOf, invoiceOf, linesOf, loadTarget, targetOfInvoice, type InvoiceTarget, type TargetContext } from './invoice-target';

type Reader = Pick<Db, 'select'>;

function referenceLines(ctx: TargetContext): string[] {
  const service = serviceByTypeId(ctx.order.typeId)?.name ?? `Dienst ${ctx.order.typeId}`;
  const order = `Auftrag ${ctx.order.id}${ctx.order.orderNumber ? ` (Auftragsnummer ${ctx.order.orderNumber})` : ''}: ${service}`;
  const dates = ctx.stages.filter((stage) => stage.date).map((stage) => formatDate(stage.date!));
  const when =
    ctx.target.kind === 'stage'
      ? `Etappe ${ctx.stages[0]!.stageNumber}${dates[0] ? ` vom ${dates[0]}` : ''}`
      : `Einsätze: ${dates.join(', ') || 'ohne Datum'}`;
  const object = ctx.order.orderAddress.split('\n').map((line) => line.trim()).filter(Boolean).join(', ');
  return [order, when, `Objekt: ${object}`];
}

/** The debtor of the QR-bill: the client with its billing address, when it can be structured. */
export function debtorOf(ctx: Pick<TargetContext, 'client'>) {
  return structuredAddress(ctx.client.company, ctx.client.address.split('\n'));
}

interface Prepared {
  source: InvoiceSource;
  ctx: TargetContext;
  fileName: string;
}

async function prepare(db: Reader, ctx: TargetContext, invoice: { number: number; time: string; lines: InvoiceLine[] } | null): Promise<Prepared> {
  const lines = invoice?.lines ?? (await proposedLines(db, ctx));
  return {
    ctx,
    fileName: invoiceFileName(ctx.client.company, invoice?.number ?? 'Entwurf'),
    source: {
      invoiceNumber: invoice?.number ?? null,
      date: zurichToday(invoice ? new Date(invoice.time) : new Date()),
      clientName: ctx.client.company,
      clientAddress: ctx.client.address,
      reference: referenceLines(ctx),
      lines,
      totals: invoiceTotals(lines),
    },
  };
}

async function prepareInvoice(db: Reader, invoiceId: number): Promise<Prepared> {
  const invoice = await findInvoice(db, invoiceId);
  const ctx = await loadTarget(db, targetOfInvoice(invoice));
  return prepare(db, ctx, { number: invoiceNumberOf(invoice), time: invoice.invoiceTime, lines: await linesOf(db, invoice.id) });
}

/** The QR-bill of an invoice: its total, the reference from its number, the client as debtor. */
function invoiceQrBill(company: Company, prepared: Prepared): QrBill {
  return buildQrBill(company, {
    amount: prepared.source.totals.total,
    referenceNumber: String(prepared.source.invoiceNumber),
    message: invoiceMessage(prepared.source.invoiceNumber),
    debtor: debtorOf(prepared.ctx),
  });
}

function account(company: Company, invoiceNumber: number | null) {
  const iban = formatIBAN(compactIban(company.iban));
  return { iban, reference: invoiceNumber === null ? null : formatReference(referenceFor(company.iban, String(invoiceNumber)).reference) };
}

export async function invoicePdf(db: Reader, company: Company, invoiceId: number): Promise<{ content: Buffer; fileName: string }> {
  const prepared = await prepareInvoice(db, invoiceId);
  const bill = invoiceQrBill(company, prepared);
  const document = buildInvoiceDocument(company, prepared.source, account(company, prepared.source.invoiceNumber));
  return { content: await renderInvoicePdf(company, document, bill), fileName: `${prepared.fileName}.pdf` };
}

/** The Word file of a stage's or service order's invoice; a draft while none exists. */
export async function invoiceDocx(db: Reader, company: Company, target: InvoiceTarget): Promise<{ content: Buffer; fileName: string }> {
  const ctx = await loadTarget(db, target);
  const invoice = await invoiceOf(db, target);
  const prepared = invoice ? await prepareInvoice(db, invoice.id) : await prepare(db, ctx, null);
  const document = buildInvoiceDocument(company, prepared.source, account(company, prepared.source.invoiceNumber));
  return { content: await renderInvoiceDocx(company, document), fileName: `${prepared.fileName}.docx` };
}
