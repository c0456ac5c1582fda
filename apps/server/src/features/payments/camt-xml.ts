// Reading values out of the tree fast-xml-parser gives for a camt file: elements, texts,
// amounts in Rappen and real dates. A value that is there but cannot be read is an error of the
// file (Bad), never taken as missing.
import { CAMT_TEXTS } from '@tragkraft/sync-protocol/camt-texts';
import type { Bad } from './camt-parse';

export type Node = Record<string, unknown>;

export const nodeOf = (value: unknown): Node | undefined => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : undefined);
export const listOf = (value: unknown): Node[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]).map(nodeOf).filter((n): n is Node => n !== undefined);
export const path = (node: Node | undefined, ...names: string[]): unknown => names.reduce<unknown>((at, name) => nodeOf(at)?.[name], node);

/** The text of an element (it may carry attributes, then its text is '#text'). */
export function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim();
  const node = nodeOf(value);
  return typeof node?.['#text'] === 'string' ? node['#text'].trim() : undefined;
}

/** '1234.5' -> 123450 Rappen with its Ccy attribute; undefined when the element is absent. */
export function amountOf(value: unknown, bad: Bad): { rappen: number; currency: string | undefined } | undefined {
  if (value === undefined) return undefined;
  const text = textOf(value);
  if (text === undefined || !/^\d{1,12}(\.\d{1,5})?$/.test(text)) throw bad(CAMT_TEXTS.badAmount(text ?? ''));
  const [francs, fraction = ''] = text.split('.');
  // More than two decimals only as zeros (ISO allows 5): 12.50000 is 12.50, 12.505 is no CHF amount.
  if (/[1-9]/.test(fraction.slice(2))) throw bad(CAMT_TEXTS.badAmount(text));
  const currency = textOf(nodeOf(value)?.['@_Ccy']);
  return { rappen: Number(francs) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0')), currency: currency || undefined };
}

/** A calendar date that exists (2026-02-29 and 2026-99-99 do not). */
function isRealDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** BookgDt / ValDt: Dt, or the date of DtTm as the bank wrote it; undefined when absent. */
export function dateOf(value: unknown, bad: Bad): string | undefined {
  const node = nodeOf(value);
  if (node === undefined) return undefined;
  const date = textOf(node.Dt) ?? textOf(node.DtTm)?.slice(0, 10);
  if (date === undefined) return undefined;
  if (!isRealDate(date)) throw bad(CAMT_TEXTS.badDate(date));
  return date;
}
