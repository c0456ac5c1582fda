// How many people a stage needs (issue 21, decision 021). Orders hold no crew size: the site
// service (type 8) sells a number of people per day (the stage's amount); every other service
// is carried by a crew of two.
import { SITE_SERVICE_TYPE_ID } from './services';

/** The crew of a carrying, installation, lift or unloading stage. */
export const DEFAULT_CREW = 2;

export function crewNeeded(typeId: number, amount: number | null): number {
  if (typeId === SITE_SERVICE_TYPE_ID && amount !== null && amount > 0) return amount;
  return DEFAULT_CREW;
}
