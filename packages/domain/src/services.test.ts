import { describe, expect, it } from 'vitest';
import { FACADE_LIFT_TYPE_ID, isLoadableOffer, LABS_TYPE_ID, serviceByKey, serviceByTypeId, SERVICES, SITE_SERVICE_TYPE_ID, WASHING_TYPE_ID } from './services';

describe('[domain] services', () => {
  it('names washing, the facade lift, labs and the site service by their catalog type ids', () => {
    expect(serviceByKey('washing')?.typeId).toBe(WASHING_TYPE_ID);
    expect(serviceByKey('labs')?.typeId).toBe(LABS_TYPE_ID);
    expect(serviceByKey('facadeLift')?.typeId).toBe(FACADE_LIFT_TYPE_ID);
    expect(serviceByKey('service')?.typeId).toBe(SITE_SERVICE_TYPE_ID);
  });

  it('finds a service by type id and by key, and nothing for unknown ones', () => {
    expect(serviceByTypeId(1)).toEqual({ typeId: 1, key: 'kitchen', name: 'Küchen-Feinverteilung', floorBased: true });
    expect(serviceByTypeId(9)).toBeUndefined();
    expect(serviceByKey('unknown')).toBeUndefined();
  });

  it('marks the five floor-based services (spec: types 1 to 5)', () => {
    expect(SERVICES.filter((s) => s.floorBased).map((s) => s.typeId)).toEqual([1, 2, 3, 4, 5]);
  });

  it('loads saved offers of the floor-based services and the site service only (spec: 1 to 5 and 8)', () => {
    expect(SERVICES.filter((s) => isLoadableOffer(s.typeId)).map((s) => s.typeId)).toEqual([1, 2, 3, 4, 5, 8]);
    expect(isLoadableOffer(9)).toBe(false);
  });
});
