// The Swiss QR-bill payment part (swissqrbill on pdfkit). The server builds and checks the
// bill's data itself first: amount 0.01 to 999'999'999.99 CHF, the account (IBAN check digits,
// QR-IBAN needs a QR reference), the reference and its check digits, the character set and
// the field lengths. Only then does swissqrbill render it. Creditor: the company (structured
// address, type S); debtor: the client's billing address when it can be structured.
import PDFDocument from 'pdfkit';
import { SwissQRBill } from 'swissqrbill/pdf';
import type { Data } from 'swissqrbill/types';
import type { Rappen } from '@tragkraft/domain';
import type { Company } from '../config';
import { AppError } from '../plugins/errors';
import { MARGIN, toBuffer, type Pdf } from './pdf-letter';
import {
  compactIban,
  isQrIban,
  isValidIban,
  isValidQrReference,
  isValidScorReference,
  qrReference,
  scorReference,
} from './qr-bill-reference';
import { isQrCharset, QR_LIMITS, qrText, type StructuredAddress } from './qr-bill-text';
import { queuedPdfRender } from '../limits/render-queue';

/** 0.01 to 999'999'999.99 CHF (the QR-bill's amount field). */
export const QR_MAX_AMOUNT: Rappen = 99_999_999_999;

export type QrReferenceType = 'QRR' | 'SCOR' | 'NON';

export interface QrBillInput {
  amount: Rappen;
  /** Digits (the invoice number) the reference is derived from; null = no reference. */
  referenceNumber: string | null;
  /** Unstructured message, e.g. 'Rechnung 20260001'. */
  message: string;
  debtor: StructuredAddress | null;
}

export interface QrBill {
  data: Data;
  referenceType: QrReferenceType;
  /** The reference as in the payload (no spaces), '' for NON. */
  reference: string;
}

/** Throws at start-up when COMPANY_IBAN or the creditor address cannot make a valid bill. */
export function checkCreditor(company: Company): void {
  if (!isValidIban(company.iban)) throw new Error(`COMPANY_IBAN '${company.iban}' is not a valid Swiss or Liechtenstein IBAN`);
  if (!/^[A-Z]{2}$/.test(company.creditorCountry)) throw new Error(`COMPANY_COUNTRY '${company.creditorCountry}' is not a country code`);
  const creditor = creditorAddress(company);
  if (!creditor.name || !creditor.zip || !creditor.city) throw new Error('the company needs a name, postcode and city for the QR-bill');
}

/** The reference a creditor account takes for a number: QRR with a QR-IBAN, else SCOR. */
export function referenceFor(iban: string, number: string): { type: QrReferenceType; reference: string } {
  if (isQrIban(iban)) return { type: 'QRR', reference: qrReference(number) };
  return { type: 'SCOR', reference: scorReference(number) };
}

function creditorAddress(company: Company): StructuredAddress {
  return {
    name: qrText(company.name, QR_LIMITS.name),
    address: qrText(company.street, QR_LIMITS.street),
    buildingNumber: qrText(company.buildingNumber, QR_LIMITS.buildingNumber) || undefined,
    zip: qrText(company.postcode, QR_LIMITS.zip),
    city: qrText(company.city, QR_LIMITS.city),
    country: company.creditorCountry,
  };
}

const invalid = (message: string) => new AppError(400, 'validation', message);

function checkAddress(address: StructuredAddress, who: string): void {
  const fields: [keyof typeof QR_LIMITS, string | undefined][] = [
    ['name', address.name], ['street', address.address], ['buildingNumber', address.buildingNumber], ['zip', address.zip], ['city', address.city],
  ];
  for (const [field, value] of fields) {
    if (value === undefined) continue;
    if (value.length > QR_LIMITS[field] || !isQrCharset(value)) throw invalid(`QR-Rechnung: ${who} (${field}) ist ungültig.`);
  }
  if (!address.name || !address.zip || !address.city || !/^[A-Z]{2}$/.test(address.country)) throw invalid(`QR-Rechnung: die Adresse (${who}) ist unvollständig.`);
}

/** The checked data of a bill; throws 400 (bad amount or reference) before swissqrbill sees it. */
export function buildQrBill(company: Company, input: QrBillInput): QrBill {
  if (!Number.isInteger(input.amount) || input.amount < 1) throw invalid('Der Betrag der QR-Rechnung muss mindestens 0.01 CHF sein.');
  if (input.amount > QR_MAX_AMOUNT) throw invalid('Der Betrag der QR-Rechnung darf höchstens 999’999’999.99 CHF sein.');
  const account = compactIban(company.iban);
  if (!isValidIban(account)) throw new Error('invalid creditor IBAN');
  let referenceType: QrReferenceType = 'NON';
  let reference = '';
  if (input.referenceNumber !== null) {
    ({ type: referenceType, reference } = referenceFor(account, input.referenceNumber));
  } else if (isQrIban(account)) {
    throw invalid('Mit einer QR-IBAN braucht die QR-Rechnung eine QR-Referenz.');
  }
  if (referenceType === 'QRR' && !isValidQrReference(reference)) throw invalid('Die QR-Referenz ist ungültig.');
  if (referenceType === 'SCOR' && !isValidScorReference(reference)) throw invalid('Die Creditor-Referenz ist ungültig.');

  const creditor = creditorAddress(company);
  checkAddress(creditor, 'Zahlungsempfänger');
  if (input.debtor) checkAddress(input.debtor, 'Zahlungspflichtige');
  const message = qrText(input.message, QR_LIMITS.message);

  const data: Data = {
    currency: 'CHF',
    amount: input.amount / 100,
    creditor: { ...creditor, account },
    ...(input.debtor ? { debtor: input.debtor } : {}),
    ...(reference ? { reference } : {}),
    ...(message ? { message } : {}),
  };
  return { data, referenceType, reference };
}

/** Adds the payment part at the bottom of the current page (or on a new page if no room). */
export function attachQrBill(doc: Pdf, bill: QrBill): void {
  new SwissQRBill(bill.data, { language: 'DE', scissors: true }).attachTo(doc);
}

/** Whether the payment part still fits below the current text position. */
export function qrBillFits(doc: Pdf): boolean {
  return SwissQRBill.isSpaceSufficient(doc);
}

/** An A4 page with a short heading and the payment part at its bottom. */
function qrBillPdf(company: Company, bill: QrBill, title: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: title, Author: company.name } });
  doc.font('Helvetica-Bold').fontSize(16).fillColor('#1c5d99').text(company.name, MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(10).fillColor('#000000').text(title, MARGIN, MARGIN + 30);
  attachQrBill(doc, bill);
  return toBuffer(doc);
}

/** Rendered in the process's PDF render queue (limits/render-queue.ts, issue 29). */
export const renderQrBillPdf = queuedPdfRender(qrBillPdf);
