// How long a stage takes and who it needs, when the admin has not said (issue 33, decision
// 035). Named defaults per service: a fixed part (arrive, unload, protect floors, tidy up)
// plus minutes per unit of the stage's amount (pieces for the floor-based services); the site
// service sells whole days, the lift rental and the truck unloading are half days.
import { SITE_SERVICE_TYPE_ID, type ServiceKey, serviceByTypeId } from '../services';

export interface DurationDefault {
  /** Minutes whatever the amount. */
  baseMinutes: number;
  /** Minutes per unit of the stage's amount (0: the amount does not change the time). */
  perUnitMinutes: number;
}

export const DEFAULT_DURATIONS: Record<ServiceKey, DurationDefault> = {
  kitchen: { baseMinutes: 60, perUnitMinutes: 45 },
  washing: { baseMinutes: 30, perUnitMinutes: 30 },
  doors: { baseMinutes: 30, perUnitMinutes: 15 },
  cupboards: { baseMinutes: 45, perUnitMinutes: 30 },
  kitchenCover: { baseMinutes: 45, perUnitMinutes: 30 },
  facadeLift: { baseMinutes: 240, perUnitMinutes: 0 },
  labs: { baseMinutes: 240, perUnitMinutes: 0 },
  service: { baseMinutes: 480, perUnitMinutes: 0 },
};

/** A stage of an unknown service: half a day. */
const UNKNOWN_SERVICE_MINUTES = 240;

/** The longest a stage can last on the board: one day. */
export const MAX_STAGE_MINUTES = 24 * 60;

/**
 * The default duration of a stage in minutes. The site service's planned hours per person
 * (stage hours) are its duration when given.
 */
export function defaultDurationMinutes(typeId: number, amount: number | null, hours: number | null = null): number {
  const service = serviceByTypeId(typeId);
  if (!service) return UNKNOWN_SERVICE_MINUTES;
  if (typeId === SITE_SERVICE_TYPE_ID && hours !== null && hours > 0) return Math.min(MAX_STAGE_MINUTES, Math.round(hours * 60));
  const rule = DEFAULT_DURATIONS[service.key];
  const units = amount !== null && amount > 0 ? amount : 1;
  return Math.min(MAX_STAGE_MINUTES, rule.baseMinutes + rule.perUnitMinutes * units);
}

/** The stage's own duration when set, else the default. */
export function stageDurationMinutes(stage: { typeId: number; amount: number | null; hours?: number | null; durationMinutes: number | null }): number {
  return stage.durationMinutes ?? defaultDurationMinutes(stage.typeId, stage.amount, stage.hours ?? null);
}

export interface Crew {
  /** Site leads (operators). */
  leads: number;
  employees: number;
}

/**
 * The default crew: one site lead and one employee (the crew of two of decision 021); the site
 * service sells people per day (its amount): one of them leads.
 */
export function defaultCrew(typeId: number, amount: number | null): Crew {
  if (typeId === SITE_SERVICE_TYPE_ID && amount !== null && amount > 0) return { leads: 1, employees: amount - 1 };
  return { leads: 1, employees: 1 };
}

/** The stage's own needed people where set (each part alone), else the default. */
export function stageCrew(stage: { typeId: number; amount: number | null; leadsNeeded: number | null; employeesNeeded: number | null }): Crew {
  const fallback = defaultCrew(stage.typeId, stage.amount);
  return { leads: stage.leadsNeeded ?? fallback.leads, employees: stage.employeesNeeded ?? fallback.employees };
}
