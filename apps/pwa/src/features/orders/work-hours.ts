/** Highest total of work hours the server takes for one stage. */
export const MAX_WORK_HOURS = 1000;

/** Work hours as the server takes them: a number of quarter hours from 0 to 1000. */
export function validWorkHours(value: number | string): value is number {
  return typeof value === 'number' && value >= 0 && value <= MAX_WORK_HOURS && Number.isInteger(value * 4);
}
