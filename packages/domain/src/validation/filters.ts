// List filters of the spec: the address chooser shows the first 20 entries for 0 or 1
// typed characters, otherwise a case-insensitive substring match capped at 20; the other
// list filters ignore a single character and apply from 2 characters.

/** Entries in the past-addresses chooser and the admin client list. */
export const ADDRESS_LIST_LIMIT = 20;
/** Filters start to apply from this many characters. */
export const FILTER_MIN_LENGTH = 2;
/** Rows shown at most in an order list tab after filtering. */
export const ORDER_LIST_LIMIT = 500;
/** Contact-name suggestions shown at most. */
export const CONTACT_SUGGESTION_LIMIT = 10;

function contains(haystack: string, needle: string): boolean {
  return haystack.toLocaleLowerCase('de-CH').includes(needle.toLocaleLowerCase('de-CH'));
}

/** True when the filter text is long enough to apply. */
export function filterActive(text: string): boolean {
  return text.trim().length >= FILTER_MIN_LENGTH;
}

/** Address chooser: first 20 for 0-1 characters, else matching entries, at most 20. */
export function filterAddresses<T>(entries: readonly T[], text: string, textOf: (entry: T) => string = String): T[] {
  const needle = text.trim();
  const matching = needle.length < FILTER_MIN_LENGTH ? entries : entries.filter((e) => contains(textOf(e), needle));
  return matching.slice(0, ADDRESS_LIST_LIMIT);
}

/**
 * General list filter: all rows while the text is shorter than 2 characters, else the rows in
 * which any of the given fields contains the text (case-insensitive); at most `limit` rows.
 */
export function filterRows<T>(
  rows: readonly T[],
  text: string,
  fieldsOf: (row: T) => readonly (string | number | null | undefined)[],
  limit: number = Number.POSITIVE_INFINITY,
): T[] {
  const needle = text.trim();
  const matching = !filterActive(needle)
    ? rows
    : rows.filter((row) => fieldsOf(row).some((field) => field !== null && field !== undefined && contains(String(field), needle)));
  return matching.slice(0, limit);
}
