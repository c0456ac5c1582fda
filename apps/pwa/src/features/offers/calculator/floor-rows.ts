// Rows and floors of the floor-based calculators. Rows are named by position (A to J, then
// X); floors go from EG up to MAX_FLOOR, added and removed at the top, and one always stays.
import { MAX_FLOOR, rowTypeName, type FloorAmount } from '@tragkraft/domain';

type Row = { floors: FloorAmount[]; name?: string };

function renamed<T extends Row>(rows: T[]): T[] {
  return rows.map((row, i) => ('name' in row ? { ...row, name: rowTypeName(i) } : row));
}

export function addRow<T extends Row>(rows: T[], make: (index: number) => T): T[] {
  return [...rows, make(rows.length)];
}

export function removeRow<T extends Row>(rows: T[], index: number): T[] {
  if (rows.length <= 1) return rows;
  return renamed(rows.filter((_, i) => i !== index));
}

export function updateRow<T>(rows: T[], index: number, patch: Partial<T>): T[] {
  return rows.map((row, i) => (i === index ? { ...row, ...patch } : row));
}

export function canAddFloor(floors: readonly FloorAmount[]): boolean {
  return (floors.at(-1)?.floor ?? -1) < MAX_FLOOR;
}

export function addFloor(floors: FloorAmount[]): FloorAmount[] {
  if (!canAddFloor(floors)) return floors;
  return [...floors, { floor: (floors.at(-1)?.floor ?? -1) + 1, amount: null }];
}

export function removeFloor(floors: FloorAmount[]): FloorAmount[] {
  return floors.length <= 1 ? floors : floors.slice(0, -1);
}

export function setFloorAmount(floors: FloorAmount[], index: number, amount: number | null): FloorAmount[] {
  return floors.map((f, i) => (i === index ? { ...f, amount } : f));
}

/** Exactly the given number of floors from EG (appliance-maker classes, front doors). */
export function fixedFloors(floors: readonly FloorAmount[], count: number): FloorAmount[] {
  return Array.from({ length: count }, (_, floor) => ({ floor, amount: floors[floor]?.amount ?? null }));
}
