// The change confirmation (issue 20): one mail per edit of dates/times, by the client or an
// admin, listing each moved stage old -> new; none for edits without a date/time change; none
// when switched off. Checked at the written .eml files.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatDate, zurichToday } from '@tragkraft/domain';
import { parseMail } from '../../../test/support/documents';
import { createTestApp, waitForMails, writtenMails, type TestApp } from '../../../test/support/test-app';
import { bearer, seedKuechenbauOrder, tokens } from '../../../test/features/orders/test-orders';
import { seedUser } from '../../db/factories';
import { ALL_NOTIFICATIONS_ON } from '../../../test/features/notification-settings/test-settings';
import { call } from '../../../test/support/call-endpoint';
import { adminOrdersEndpoints, notificationSettingsEndpoints, ordersEndpoints } from '@tragkraft/sync-protocol';

const today = zurichToday(new Date());
const day = (n: number) => addDays(today, n);
const changeMails = async (dataDir: string, orderId: number) => {
  const mails = await Promise.all(writtenMails(dataDir).map((raw) => parseMail(raw)));
  return mails.filter((mail) => mail.subject === `Terminänderung: Auftrag Nr. ${orderId}`);
};

/** Every queued mail is written (the routes flush without waiting; this waits for that run). */
const settle = (t: TestApp) => t.app.mailQueue.flush();

describe('[customer-messages] change confirmation', () => {
  let t: TestApp;
  let tk: Awaited<ReturnType<typeof tokens>>;

  beforeAll(async () => {
    t = await createTestApp();
    tk = await tokens(t.app);
    await seedUser(t.app.db, { email: 'einkauf@kuechenbau.ch', role: 'clerk', clientId: 1, cc: true });
  });
  afterAll(async () => t.close());

  const clientUpdate = (payload: Record<string, unknown>) => call(t.app, ordersEndpoints.update, { headers: bearer(tk.client), unsafeBody: payload });
  const adminUpdate = (payload: Record<string, unknown>) => call(t.app, adminOrdersEndpoints.update, { headers: bearer(tk.admin), unsafeBody: payload });
  const settings = (payload: Record<string, unknown>) => call(t.app, notificationSettingsEndpoints.save, { headers: bearer(tk.admin), unsafeBody: payload });

  it('sends one mail for a client edit of two stages, with old and new date and time', async () => {
    const { order, stages } = await seedKuechenbauOrder(t.app, { stages: [{ date: day(20), time: '08:00' }, { date: day(21), time: '09:00' }] });
    const response = await clientUpdate({ orderId: order.id, stages: [{ id: stages[0]!.id, time: '07:30' }, { id: stages[1]!.id, date: day(22), time: '10:00' }] });
    expect(response.statusCode, response.body).toBe(200);
    await waitForMails(t.dataDir, 1);
    await settle(t);
    const mails = await changeMails(t.dataDir, order.id);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('client@demo.ch');
    expect(mail.cc && 'text' in mail.cc ? mail.cc.text : '').toBe('einkauf@kuechenbau.ch, buchhaltung@muster-kuechenbau.ch');
    expect(mail.text).toMatch(new RegExp(`Etappe 1: \\S+ ${formatDate(day(20)).replace(/\./g, '\\.')}, 08:00 Uhr → \\S+ ${formatDate(day(20)).replace(/\./g, '\\.')}, 07:30 Uhr`));
    expect(mail.text).toContain(`${formatDate(day(21))}, 09:00 Uhr → `);
    expect(mail.text).toContain(`${formatDate(day(22))}, 10:00 Uhr`);
    // The company letterhead from the settings in the foot.
    expect(mail.text).toContain('Rautistrasse 12');
    expect(mail.text).toContain('8048 Zürich');
    expect(mail.text).toContain('Tel. 044 555 00 00');
    expect(mail.text).toContain('info@tragkraft.ch');
  });

  it('sends none for an edit without a date or time change', async () => {
    const { order, stages } = await seedKuechenbauOrder(t.app, { stages: [{ date: day(25), time: '08:00' }] });
    const before = writtenMails(t.dataDir).length;
    const response = await clientUpdate({ orderId: order.id, stages: [{ id: stages[0]!.id, remarks: 'Lift im Haus B' }] });
    expect(response.statusCode, response.body).toBe(200);
    await settle(t);
    expect(writtenMails(t.dataDir)).toHaveLength(before);
  });

  it('sends one mail after an admin moves a stage', async () => {
    const { order, stages } = await seedKuechenbauOrder(t.app, { stages: [{ date: day(30), time: '08:00' }] });
    const before = writtenMails(t.dataDir).length;
    const response = await adminUpdate({ orderId: order.id, stages: [{ id: stages[0]!.id, date: day(31), time: '13:00' }] });
    expect(response.statusCode, response.body).toBe(200);
    await waitForMails(t.dataDir, before + 1);
    await settle(t);
    const mails = await changeMails(t.dataDir, order.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`${formatDate(day(30))}, 08:00 Uhr → `);
    expect(mails[0]!.text).toContain(`${formatDate(day(31))}, 13:00 Uhr`);
  });

  it('sends none while the change confirmation is switched off, and again once on', async () => {
    const { order, stages } = await seedKuechenbauOrder(t.app, { stages: [{ date: day(35), time: '08:00' }] });
    expect((await settings({ ...ALL_NOTIFICATIONS_ON, changeConfirmation: false })).statusCode).toBe(200);
    const before = writtenMails(t.dataDir).length;
    expect((await adminUpdate({ orderId: order.id, stages: [{ id: stages[0]!.id, date: day(36) }] })).statusCode).toBe(200);
    expect((await clientUpdate({ orderId: order.id, stages: [{ id: stages[0]!.id, time: '11:00' }] })).statusCode).toBe(200);
    await settle(t);
    expect(writtenMails(t.dataDir)).toHaveLength(before);

    expect((await settings(ALL_NOTIFICATIONS_ON)).statusCode).toBe(200);
    expect((await adminUpdate({ orderId: order.id, stages: [{ id: stages[0]!.id, date: day(37) }] })).statusCode).toBe(200);
    await waitForMails(t.dataDir, before + 1);
    await settle(t);
    expect(await changeMails(t.dataDir, order.id)).toHaveLength(1);
  });
});
