import { describe, expect, it } from 'vitest';
import { FACADE_LIFT_TYPE_ID, LABS_TYPE_ID, serviceByKey, serviceByTypeId, SITE_SERVICE_TYPE_ID, WASHING_TYPE_ID } from './services';

describe('[domain] services', () => {
  it('names washing, the facade lift, labs and the site service by their catalog type ids', () => {
    expect(serviceByKey('washing')?.typeId).toBe(WASHING_TYPE_ID);
    expect(serviceByKey('labs')?.typeId).toBe(LABS_TYPE_ID);
    expect(serviceByKey('facadeLift')?.typeId).toBe(FACADE_LIFT_TYPE_ID);
    expect(serviceByKey('service')?.typeId).toBe(SITE_SERVICE_TYPE_ID);
  });

  it('finds a service by type id and by key, and nothing for unknown ones', () => {
    expect(serviceByTypeId(1)).toEqual({ typeId: 1, key: 'kitchen', name: 'Küchen-Feinverteilung' });
    expect(serviceByTypeId(9)).toBeUndefined();
    expect(serviceByKey('unknown')).toBeUndefined();
  });
});
