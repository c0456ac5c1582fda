import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { calculatePrice, serviceByTypeId, type CalculationInputs, type ServiceKey } from '@tragkraft/domain';
import { loadClientPricing } from '../features/clients/client-pricing';
import { calculations, clients, orders, stages, users } from './schema';
import { seedDemoIfEmpty } from './seed-demo';
import { createTestApp, type TestApp } from '../../test/support/test-app';

describe('[seed] demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('holds every demo login with its role', () => {
    const logins = Object.fromEntries(t.app.db.select().from(users).all().map((u) => [u.email, u.role]));
    expect(logins).toMatchObject({
      'admin@demo.ch': 'admin',
      'operator@demo.ch': 'operator',
      'employee@demo.ch': 'employee',
      'client@demo.ch': 'client',
      'clerk@demo.ch': 'clerk',
      'client2@demo.ch': 'client',
      'electrolux@demo.ch': 'client',
    });
  });

  it('gives client id 3 the appliance-maker pricing and one client the veriset special', () => {
    const all = t.app.db.select().from(clients).all();
    expect(all.find((c) => c.id === 3)).toMatchObject({ applianceMakerPricing: true });
    expect(all.filter((c) => c.applianceMakerPricing).map((c) => c.id)).toEqual([3]);
    expect(all.filter((c) => c.special === 'veriset')).toHaveLength(1);
    const electroluxUser = t.app.db.select().from(users).where(eq(users.email, 'electrolux@demo.ch')).get();
    expect(electroluxUser?.clientId).toBe(3);
  });

  it('has orders with past and future stages', () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(new Date());
    const dates = t.app.db.select({ date: stages.date }).from(stages).all().map((s) => s.date!);
    expect(dates.some((d) => d < today)).toBe(true);
    expect(dates.some((d) => d > today)).toBe(true);
    expect(t.app.db.select().from(orders).all().length).toBeGreaterThanOrEqual(3);
  });

  it('prices every seeded offer exactly as the server prices it again', () => {
    const seeded = t.app.db.select().from(calculations).all();
    expect(seeded.length).toBeGreaterThanOrEqual(5);
    for (const calculation of seeded) {
      const key = serviceByTypeId(calculation.typeId)!.key as ServiceKey;
      const again = calculatePrice(key, calculation.params as CalculationInputs[typeof key], loadClientPricing(t.app.db, calculation.clientId)!);
      expect({ id: calculation.id, price: calculation.price, total: calculation.totalRp }).toEqual({ id: calculation.id, price: again, total: again.total });
    }
  });

  it('places every seeded order with the kilometres and express of its offer', () => {
    for (const order of t.app.db.select().from(orders).all()) {
      const calculation = t.app.db.select().from(calculations).where(eq(calculations.id, order.calculationId)).get()!;
      const params = calculation.params as { driveKilometers?: number | null; express?: boolean };
      expect({ id: order.id, km: order.driveKilometers, express: order.express }).toEqual({ id: order.id, km: params.driveKilometers ?? null, express: params.express ?? false });
    }
  });

  it('seeds only an empty database', async () => {
    const before = t.app.db.select().from(users).all().length;
    expect(await seedDemoIfEmpty(t.app.db)).toBe(false);
    expect(t.app.db.select().from(users).all()).toHaveLength(before);
  });
});
