import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { clients, orders, stages, users } from './schema';
import { seedDemoIfEmpty } from './seed-demo';
import { createTestApp, type TestApp } from '../test-support/test-app';

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

  it('seeds only an empty database', async () => {
    const before = t.app.db.select().from(users).all().length;
    expect(await seedDemoIfEmpty(t.app.db)).toBe(false);
    expect(t.app.db.select().from(users).all()).toHaveLength(before);
  });
});
