// The company's letterhead at the foot of every customer mail (issue 20): the greeting, then
// name, address, phone and e-mail from the company settings (COMPANY_* in config.ts). One
// function, so every customer mail signs alike.
import type { Company } from '../config';

function letterhead(company: Company): string[] {
  const street = [company.street, company.buildingNumber].filter(Boolean).join(' ');
  const place = [company.postcode, company.city].filter(Boolean).join(' ');
  const contact = [company.phone ? `Tel. ${company.phone}` : '', company.email].filter(Boolean).join(' · ');
  return ['Freundliche Grüsse', company.name, '', '--', company.name, ...[street, place, contact].filter(Boolean)];
}

/** The mail's lines with the letterhead below them, as one text. */
export function withLetterhead(lines: string[], company: Company): string {
  return [...lines, '', ...letterhead(company)].join('\n');
}
