// Bank files and sent invoices for the receivables journeys, made through the API and shaped as
// the banks deliver them (camt.054.001.08: one entry, one transaction detail).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { endpoints } from '@tragkraft/sync-protocol';
import { call, send } from '../api/api-client';
import { demoCaller, DEMO } from '../fixtures';

/** Creates and sends the stage's invoice through the API; its id, PDF, number and total. */
export async function sentInvoice(request: APIRequestContext, stageId: number) {
  const admin = await demoCaller(request, DEMO.admin);
  const data = await call(request, admin, endpoints.invoices.stageInvoiceData, { stageId });
  const created = await send(request, admin, endpoints.invoices.create, {}, { stageId, lines: data.invoiceLines });
  expect(created.status(), await created.text()).toBe(200);
  const invoiceId = Number(created.headers()['x-invoice-id']);
  const state = await call(request, admin, endpoints.invoices.send, {}, { invoiceId });
  return { invoiceId, pdf: await created.body(), invoiceNumber: state.invoiceNumber, total: state.totals.total };
}

/** The QR reference as printed on the PDF's payment part (pdftotext of poppler-utils). */
export function referenceFromPdf(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'qr-pdf-'));
  try {
    writeFileSync(join(dir, 'invoice.pdf'), pdf);
    const text = execFileSync('pdftotext', ['-layout', join(dir, 'invoice.pdf'), '-'], { encoding: 'utf8' });
    const printed = /\b\d{2}(?: \d{5}){5}\b/.exec(text);
    expect(printed, text).not.toBeNull();
    return printed![0].replaceAll(' ', '');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

interface Entry {
  /** The QR reference, or '' for a payment with a free text only (to be assigned by hand). */
  reference: string;
  amountRp: number;
  date: string;
  debtor?: string;
  /** A debit with RvslInd: the bank takes the credit of `reference` back. */
  reversal?: boolean;
}

/** A camt.054.001.08 notification with one payment (or one reversal) on the company's account. */
export function camt054({ reference, amountRp, date, debtor = 'Muster Küchenbau AG', reversal = false }: Entry): Buffer {
  const amount = `${Math.floor(amountRp / 100)}.${String(amountRp % 100).padStart(2, '0')}`;
  const id = `E2E-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const indicator = reversal ? 'DBIT' : 'CRDT';
  const remittance = reference
    ? `<Strd><CdtrRefInf><Tp><CdOrPrtry><Prtry>QRR</Prtry></CdOrPrtry></Tp><Ref>${reference}</Ref></CdtrRefInf></Strd>`
    : '<Ustrd>Zahlung gemaess Rechnung</Ustrd>';
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.08">
  <BkToCstmrDbtCdtNtfctn>
    <GrpHdr><MsgId>${id}</MsgId><CreDtTm>${date}T18:00:00</CreDtTm></GrpHdr>
    <Ntfctn>
      <Id>${id}</Id>
      <CreDtTm>${date}T18:00:00</CreDtTm>
      <Acct><Id><IBAN>CH4431999123000889012</IBAN></Id></Acct>
      <Ntry>
        <Amt Ccy="CHF">${amount}</Amt>
        <CdtDbtInd>${indicator}</CdtDbtInd>${reversal ? '\n        <RvslInd>true</RvslInd>' : ''}
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>${date}</Dt></BookgDt>
        <ValDt><Dt>${date}</Dt></ValDt>
        <AcctSvcrRef>${id}-1</AcctSvcrRef>
        <NtryDtls>
          <TxDtls>
            <Refs><AcctSvcrRef>${id}-TX-1</AcctSvcrRef></Refs>
            <Amt Ccy="CHF">${amount}</Amt>
            <CdtDbtInd>${indicator}</CdtDbtInd>
            <RltdPties><Dbtr><Pty><Nm>${debtor}</Nm></Pty></Dbtr></RltdPties>
            <RmtInf>${remittance}</RmtInf>
          </TxDtls>
        </NtryDtls>
      </Ntry>
    </Ntfctn>
  </BkToCstmrDbtCdtNtfctn>
</Document>
`);
}
