import { describe, expect, it } from 'vitest';
import type { FloorAmount } from '@tragkraft/domain';
import { addFloor, addRow, fixedFloors, removeFloor, removeRow, setFloorAmount } from './floor-rows';
import { newCoverRow, newMetreRow } from './default-inputs';

describe('floor rows', () => {
  it('adds floors from EG up to 5. OG and keeps at least one', () => {
    let floors: FloorAmount[] = [{ floor: 0, amount: 2 }];
    for (let i = 0; i < 8; i++) floors = addFloor(floors);
    expect(floors.map((f) => f.floor)).toEqual([0, 1, 2, 3, 4, 5]);
    for (let i = 0; i < 8; i++) floors = removeFloor(floors);
    expect(floors).toEqual([{ floor: 0, amount: 2 }]);
  });

  it('sets one floor amount', () => {
    expect(setFloorAmount([{ floor: 0, amount: null }, { floor: 1, amount: 1 }], 0, 3)).toEqual([
      { floor: 0, amount: 3 },
      { floor: 1, amount: 1 },
    ]);
  });

  it('names rows A to J, then X, and renames after a removal', () => {
    let rows = [newMetreRow(0)];
    for (let i = 0; i < 11; i++) rows = addRow(rows, newMetreRow);
    expect(rows.map((r) => r.name).join('')).toBe('ABCDEFGHIJXX');
    rows = removeRow(rows, 1);
    expect(rows.map((r) => r.name).slice(0, 3)).toEqual(['A', 'B', 'C']);
    expect(removeRow([newMetreRow(0)], 0)).toHaveLength(1);
  });

  it('leaves rows without a name (kitchen covers) unnamed', () => {
    const rows = removeRow([newCoverRow(), newCoverRow()], 0);
    expect(rows).toHaveLength(1);
    expect('name' in rows[0]!).toBe(false);
  });

  it('cuts or pads to a fixed number of floors', () => {
    expect(fixedFloors([{ floor: 0, amount: 4 }], 2)).toEqual([{ floor: 0, amount: 4 }, { floor: 1, amount: null }]);
    expect(fixedFloors([{ floor: 0, amount: 4 }, { floor: 1, amount: 1 }], 1)).toEqual([{ floor: 0, amount: 4 }]);
  });
});
