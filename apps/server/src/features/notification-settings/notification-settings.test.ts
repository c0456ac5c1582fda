// The settings of the automatic messages (issue 20): per role, bad input, defaults, saving,
// and the preview of each mail (built like the real one; nothing is sent).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { mailQueue, orders } from '../../db/schema';
import { readCompany } from '../../config';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { bearer, tokens } from '../../../test/features/orders/test-orders';
import { notificationEnabled, reminderHour } from '../../messages/notification-settings';
import { previewMail } from './preview-mail';
import { ALL_NOTIFICATIONS_ON } from '../../../test/features/notification-settings/test-settings';
import { urlTo } from '../../../test/support/call-endpoint';
import { notificationSettingsEndpoints } from '@tragkraft/sync-protocol';

const URL = urlTo(notificationSettingsEndpoints.get);
const previewUrl = (key: string) => urlTo(notificationSettingsEndpoints.preview, { unsafeParams: { key } });

describe('[notification-settings] switches, hour and preview', () => {
  let t: TestApp;
  let tk: Awaited<ReturnType<typeof tokens>>;

  beforeAll(async () => {
    t = await createTestApp();
    tk = await tokens(t.app);
  });
  afterAll(async () => t.close());

  const as = (token: string | null, method: 'GET' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, ...(token ? { headers: bearer(token) } : {}), ...(payload ? { payload } : {}) });

  it('answers only the admin: 401 without sign-in, 403 for every other role', async () => {
    for (const [method, url, payload] of [['GET', URL], ['PUT', URL, ALL_NOTIFICATIONS_ON], ['GET', previewUrl('orderConfirmation')]] as const) {
      expect((await as(null, method, url, payload)).statusCode).toBe(401);
      for (const role of ['client', 'clerk', 'operator', 'employee'] as const) {
        const response = await as(tk[role], method, url, payload);
        expect(response.statusCode, `${role} ${method} ${url}`).toBe(403);
        expect(response.json()).toMatchObject({ code: 'forbidden' });
      }
      expect((await as(tk.admin, method, url, payload)).statusCode).toBe(200);
    }
  });

  it('starts with every message on and the reminder at 16:00', async () => {
    const response = await as(tk.admin, 'GET', URL);
    expect(response.json()).toEqual(ALL_NOTIFICATIONS_ON);
    expect(await notificationEnabled(t.app.db, 'pushAssignment')).toBe(true);
    expect(await reminderHour(t.app.db)).toBe(16);
  });

  it('saves the switches and the hour', async () => {
    const changed = { ...ALL_NOTIFICATIONS_ON, changeConfirmation: false, pushConfirmReminder: false, reminderHour: 7 };
    const saved = await as(tk.admin, 'PUT', URL, changed);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(changed);
    expect((await as(tk.admin, 'GET', URL)).json()).toEqual(changed);
    expect(await notificationEnabled(t.app.db, 'changeConfirmation')).toBe(false);
    expect(await notificationEnabled(t.app.db, 'orderConfirmation')).toBe(true);
    expect(await reminderHour(t.app.db)).toBe(7);
    expect((await as(tk.admin, 'PUT', URL, ALL_NOTIFICATIONS_ON)).statusCode).toBe(200);
  });

  it('refuses bad input with 400 and keeps what is stored', async () => {
    const stored = { ...ALL_NOTIFICATIONS_ON, reminderHour: 18 };
    expect((await as(tk.admin, 'PUT', URL, stored)).statusCode).toBe(200);
    const { reminderHour: _hour, ...withoutHour } = ALL_NOTIFICATIONS_ON;
    for (const bad of [{ ...ALL_NOTIFICATIONS_ON, reminderHour: 24 }, { ...ALL_NOTIFICATIONS_ON, reminderHour: -1 }, { ...ALL_NOTIFICATIONS_ON, reminderHour: 7.5 }, { ...ALL_NOTIFICATIONS_ON, orderConfirmation: 'ja' }, withoutHour, {}]) {
      const response = await as(tk.admin, 'PUT', URL, bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation' });
    }
    expect((await as(tk.admin, 'GET', URL)).json()).toEqual(stored);
    expect((await as(tk.admin, 'GET', previewUrl('nothing'))).statusCode).toBe(400);
    expect((await as(tk.admin, 'GET', previewUrl('pushAssignment'))).statusCode).toBe(400);
    expect((await as(tk.admin, 'PUT', URL, ALL_NOTIFICATIONS_ON)).statusCode).toBe(200);
  });

  it('previews the order confirmation of the newest order with its recipients and PDF, sending nothing', async () => {
    const queued = (await t.app.db.select().from(mailQueue)).length;
    const [newest] = await t.app.db.select().from(orders).orderBy(desc(orders.id)).limit(1);
    const response = await as(tk.admin, 'GET', previewUrl('orderConfirmation'));
    expect(response.statusCode).toBe(200);
    const preview = response.json<{ subject: string; text: string; to: string[]; cc: string[]; attachments: string[] }>();
    expect(preview.subject).toBe(`Auftragsbestätigung Nr. ${newest!.id}`);
    expect(preview.to).toHaveLength(1);
    // The client's invoice e-mail in copy, as the real mail (withInvoiceCopy).
    expect(preview.cc).toContain('buchhaltung@muster-kuechenbau.ch');
    expect(preview.attachments).toEqual([`Auftragsbestätigung ${newest!.id}.pdf`]);
    expect(preview.text).toContain('Rautistrasse 12');
    for (const key of ['changeConfirmation', 'dayBeforeReminder']) {
      const other = (await as(tk.admin, 'GET', previewUrl(key))).json<{ subject: string; text: string}>();
      expect(other.subject).toContain(`Auftrag Nr. ${newest!.id}`);
    }
    const reminder = (await as(tk.admin, 'GET', previewUrl('dayBeforeReminder'))).json<{ text: string }>();
    expect(reminder.text).toContain('Bitte sorgen Sie für freien Zugang und reservieren Sie den Lift.');
    expect((await t.app.db.select().from(mailQueue)).length).toBe(queued);
  });

  it('previews the "Arbeitsrapport" mail with the link to the report view', async () => {
    const preview = (await as(tk.admin, 'GET', previewUrl('reportAvailable'))).json<{ subject: string; text: string }>();
    expect(preview.subject).toMatch(/^Arbeitsrapport: Auftrag \d+/);
    expect(preview.text).toMatch(/\/operation-report\/\d+/);
  });

  it('previews made-up sample facts when there is no order yet', async () => {
    const empty = await createTestApp({ seedDemo: false });
    try {
      const preview = await previewMail(empty.app.db, 'dayBeforeReminder', readCompany({}), 'https://app.example.ch', new Date());
      expect(preview.to).toEqual(['kunde@beispiel.ch']);
      expect(preview.subject).toContain('Auftrag Nr. 1234');
      expect(preview.text).toContain('Musterstrasse 1');
    } finally {
      await empty.close();
    }
  });
});
