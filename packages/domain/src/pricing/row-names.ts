// Row (type) names of the calculators run A to J, then X for every further row.
const NAMED_ROWS = 'ABCDEFGHIJ';
const OVERFLOW_NAME = 'X';

/** Name of the row at a 0-based index: 0 -> 'A', 9 -> 'J', 10 and later -> 'X'. */
export function rowTypeName(index: number): string {
  return NAMED_ROWS[index] ?? OVERFLOW_NAME;
}
