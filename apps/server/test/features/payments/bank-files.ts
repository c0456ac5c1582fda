// The bank-shaped camt fixtures of banks/ (PostFinance, UBS, ZKB, Raiffeisen), filled with a
// test's values. The files are kept in UTF-8; `latin1` writes the bytes a bank writing
// ISO-8859-1 sends (the Raiffeisen fixture declares it in its prolog).
import { readFileSync } from 'node:fs';

/** The company account of the tests (COMPANY_IBAN's default, without spaces). */
export const COMPANY_ACCOUNT = 'CH4431999123000889012';

export type BankFixture = 'postfinance-camt054-v04-batch.xml' | 'ubs-camt053-v08-day.xml' | 'zkb-camt054-v08-reversal.xml' | 'raiffeisen-camt054-v02-latin1.xml';

export function bankFile(name: BankFixture, values: Record<string, string>, encoding: 'utf8' | 'latin1' = 'utf8'): Buffer {
  let text = readFileSync(new URL(`banks/${name}`, import.meta.url), 'utf8');
  for (const [key, value] of Object.entries({ IBAN: COMPANY_ACCOUNT, ...values })) text = text.replaceAll(`{{${key}}}`, value);
  const left = /\{\{(\w+)\}\}/.exec(text);
  if (left) throw new Error(`${name}: no value for {{${left[1]}}}`);
  return Buffer.from(text, encoding);
}
