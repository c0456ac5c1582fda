import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { calculatePrice, serviceByTypeId, type CalculationInputs, type ServiceKey } from '@tragkraft/domain';
import { loadClientPricing } from './client-pricing';
import { calculations, clients, orders, stages, users } from './schema';
import { seedDemoIfEmpty } from './seed-demo';
import { createTestApp, type TestApp } from '../../test/support/test-app';

describe('[seed] demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('holds every demo login with its role', async () => {
    const logins = Object.fromEntries((await t.app.db.select().from(users)).map((u) => [u.email, u.role]));
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

  it('gives client id 3 the appliance-maker pricing and one client the veriset special', async () => {
    const all = await t.app.db.select().from(clients);
    expect(all.find((c) => c.id === 3)).toMatchObject({ applianceMakerPricing: true });
    expect(all.filter((c) => c.applianceMakerPricing).map((c) => c.id)).toEqual([3]);
    expect(all.filter((c) => c.special === 'veriset')).toHaveLength(1);
    const electroluxUser = (await t.app.db.select().from(users).where(eq(users.email, 'electrolux@demo.ch')).limit(1))[0];
    expect(electroluxUser?.clientId).toBe(3);
  });

  it('has orders with past and future stages', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(new Date());
    const dates = (await t.app.db.select({ date: stages.date }).from(stages)).map((s) => s.date!);
    expect(dates.some((d) => d < today)).toBe(true);
    expect(dates.some((d) => d > today)).toBe(true);
    expect((await t.app.db.select().from(orders)).length).toBeGreaterThanOrEqual(3);
  });

  it('prices every seeded offer exactly as the server prices it again', async () => {
    const seeded = await t.app.db.select().from(calculations);
    expect(seeded.length).toBeGreaterThanOrEqual(5);
    for (const calculation of seeded) {
      const key = serviceByTypeId(calculation.typeId)!.key as ServiceKey;
      const again = calculatePrice(key, calculation.params as CalculationInputs[typeof key], (await loadClientPricing(t.app.db, calculation.clientId))!);
      expect({ id: calculation.id, price: calculation.price, total: calculation.totalRp }).toEqual({ id: calculation.id, price: again, total: again.total });
    }
  });

  it('places every seeded order with the kilometres and express of its offer', async () => {
    for (const order of (await t.app.db.select().from(orders))) {
      const calculation = (await t.app.db.select().from(calculations).where(eq(calculations.id, order.calculationId)).limit(1))[0]!;
      const params = calculation.params as { driveKilometers?: number | null; express?: boolean };
      expect({ id: order.id, km: order.driveKilometers, express: order.express }).toEqual({ id: order.id, km: params.driveKilometers ?? null, express: params.express ?? false });
    }
  });

  it('seeds only an empty database', async () => {
    const before = (await t.app.db.select().from(users)).length;
    expect(await seedDemoIfEmpty(t.app.db)).toBe(false);
    expect((await t.app.db.select().from(users))).toHaveLength(before);
  });
});
