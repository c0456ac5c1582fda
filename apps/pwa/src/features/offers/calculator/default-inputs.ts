// What each calculator starts with, and how a saved offer's params fill it again.
import { DEFAULT_RUNNING_METRES, rowTypeName, type CalculationInputs, type FloorAmount, type ServiceKey } from '@tragkraft/domain';

/** One calculator's input together with its service key, so a switch narrows both. */
export type Draft = { [K in ServiceKey]: { key: K; input: CalculationInputs[K] } }[ServiceKey];

const firstFloor = (): FloorAmount[] => [{ floor: 0, amount: null }];
const common = () => ({ driveKilometers: null, lift: null, stagesCount: 1, express: false });

export const newMetreRow = (index: number) => ({
  name: rowTypeName(index),
  meters: DEFAULT_RUNNING_METRES,
  disposalChecked: false,
  floors: firstFloor(),
});
export const newWashingRow = (index: number) => ({
  category: 'together' as const,
  name: rowTypeName(index),
  disposalChecked: false,
  floors: firstFloor(),
});
export const newDoorRow = (index: number) => ({
  category: 'appartmentDoors' as const,
  name: rowTypeName(index),
  disposalChecked: false,
  floors: firstFloor(),
});
export const newCoverRow = () => ({
  category: 'stone',
  backWall: false,
  meters: DEFAULT_RUNNING_METRES,
  disposalChecked: false,
  floors: firstFloor(),
});
export const newFacadeLiftDay = () => ({ date: null, time: null, hours: null });
export const newServiceDay = () => ({ date: null, time: null, amount: null, hours: null, remarks: '' });

const DEFAULTS: { [K in ServiceKey]: () => CalculationInputs[K] } = {
  kitchen: () => ({ ...common(), meters: [newMetreRow(0)] }),
  cupboards: () => ({ ...common(), meters: [newMetreRow(0)] }),
  washing: () => ({ ...common(), types: [newWashingRow(0)], isElectrolux: false, electroluxRegion: null }),
  doors: () => ({ ...common(), types: [newDoorRow(0)] }),
  kitchenCover: () => ({ ...common(), meters: [newCoverRow()] }),
  facadeLift: () => ({ dates: [newFacadeLiftDay()], driveKilometers: null, express: false }),
  labs: () => ({ truckCount: null, environment: false, driveKilometers: null }),
  service: () => ({ dates: [newServiceDay()], orderNumber: '', driveKilometers: null, express: false }),
};

export function defaultDraft(key: ServiceKey): Draft {
  return { key, input: DEFAULTS[key]() } as Draft;
}

/**
 * A saved offer's params over the defaults of its service: fields the saved input lacks keep
 * their default, so an older or partial offer still opens in a complete form.
 */
export function draftFromParams(key: ServiceKey, params: unknown): Draft {
  const base = DEFAULTS[key]() as Record<string, unknown>;
  const saved = params !== null && typeof params === 'object' ? (params as Record<string, unknown>) : {};
  const merged: Record<string, unknown> = { ...base };
  for (const field of Object.keys(base)) {
    if (saved[field] !== undefined) merged[field] = saved[field];
  }
  return { key, input: merged } as Draft;
}
