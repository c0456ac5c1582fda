import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, formatDate, zurichToday } from '@tragkraft/domain';
import { seedUser } from '../../db/factories';
import { mailQueue, orders } from '../../db/schema';
import { parseMail, pdfText } from '../../../test/support/documents';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/support/smtp-server';
import { createTestApp, waitForMails, writtenMails, type TestApp } from '../../../test/support/test-app';
import { kitchenInput } from '../../../test/features/offers/test-inputs';
import { offer, order, tokens, KUECHENBAU } from '../../../test/features/orders/test-orders';
import { call } from '../../../test/support/call-endpoint';
import { ordersEndpoints } from '@tragkraft/sync-protocol';

const today = zurichToday(new Date());
const address = 'Überbauung Sonnenhof\nSonnenweg 3\n8400 Winterthur';

describe('[orders] order confirmation e-mail', () => {
  let t: TestApp;
  let tk: Awaited<ReturnType<typeof tokens>>;

  beforeAll(async () => {
    t = await createTestApp();
    tk = await tokens(t.app);
    // A colleague who wants copies, and ones who must not get any.
    await seedUser(t.app.db, { email: 'einkauf@kuechenbau.ch', role: 'clerk', clientId: KUECHENBAU, cc: true });
    await seedUser(t.app.db, { email: 'ruhe@kuechenbau.ch', role: 'clerk', clientId: KUECHENBAU, cc: true, noEmail: true });
    await seedUser(t.app.db, { email: 'weg@kuechenbau.ch', role: 'clerk', clientId: KUECHENBAU, cc: true, inactive: true });
  });
  afterAll(async () => t.close());

  it('sends the confirmation with its PDF to the client and CC to colleagues who want copies and to the invoice e-mail', async () => {
    const calcId = await offer(t.app, tk.client, 'kitchen', kitchenInput({ stagesCount: 2 }));
    const [first, second] = [addDays(today, 10), addDays(today, 11)];
    const response = await order(t.app, tk.client, {
      calcId,
      orderAddress: address,
      orderNumber: 'B-4711',
      contactCManager: 'Eva Lang',
      contactCManagerPhone: '079 444 55 66',
      stages: [{ date: first, time: '07:30', amount: 2 }, { date: second, time: null, amount: 1, remarks: 'Lift im Haus B' }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const { orderId } = response.json<{ orderId: number }>();

    const [raw] = await waitForMails(t.dataDir, 1);
    const mail = await parseMail(raw!);
    expect(mail.subject).toBe(`Auftragsbestätigung Nr. ${orderId}`);
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('client@demo.ch');
    // Demo client 1's invoice e-mail (seed-demo.ts) gets a copy: the confirmation states what is billed.
    expect(mail.cc && 'text' in mail.cc ? mail.cc.text : '').toBe('einkauf@kuechenbau.ch, buchhaltung@muster-kuechenbau.ch');
    expect(mail.text).toContain(formatDate(first));
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ contentType: 'application/pdf', filename: `Auftragsbestätigung ${orderId}.pdf` });

    const text = await pdfText(mail.attachments[0]!.content);
    expect(text).toContain(`Auftragsbestätigung Nr. ${orderId}`);
    expect(text).toContain(formatDate(first));
    expect(text).toContain(formatDate(second));
    expect(text).toContain('B-4711');
    expect(text).toContain('Eva Lang');
    expect(text).toContain('Sonnenweg 3');
    expect(text).toContain('Total inkl. MWST');
    const queued = await t.app.db.select().from(mailQueue);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ attempts: 1, lastError: null });
    expect(queued[0]!.sentAt).not.toBeNull();
  });

  it('lets the client and clerk download the confirmation PDF; others get 404', async () => {
    const orderId = (await t.app.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, 'B-4711')).limit(1))[0]!.id;
    for (const role of ['client', 'clerk'] as const) {
      const response = await call(t.app, ordersEndpoints.orderDocument, { params: { id: orderId }, token: tk[role] });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain(`filename="Auftragsbestaetigung ${orderId}.pdf"`);
      expect(await pdfText(response.rawPayload)).toContain(`Auftragsbestätigung Nr. ${orderId}`);
    }
    const foreign = await call(t.app, ordersEndpoints.orderDocument, { params: { id: orderId }, token: tk.client2 });
    expect(foreign.statusCode).toBe(404);
    expect(writtenMails(t.dataDir)).toHaveLength(1);
  });
});

describe('[orders] confirmation e-mail when SMTP fails', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    smtp.accepting = false;
    t = await createTestApp({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('keeps the order and the mail, retries later and then delivers it with its PDF', async () => {
    const tk = await tokens(t.app);
    const calcId = await offer(t.app, tk.client, 'kitchen', kitchenInput());
    const response = await order(t.app, tk.client, { calcId, orderAddress: address, stages: [{ date: addDays(today, 10), time: '08:00' }] });
    expect(response.statusCode, response.body).toBe(200);
    const { orderId } = response.json<{ orderId: number }>();

    const until = Date.now() + 5000;
    let row = (await t.app.db.select().from(mailQueue).limit(1))[0];
    while ((row?.attempts ?? 0) === 0 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      row = (await t.app.db.select().from(mailQueue).limit(1))[0];
    }
    expect(row).toMatchObject({ attempts: 1, sentAt: null });
    expect(row!.lastError).toContain('Mailbox temporarily unavailable');
    expect(row!.nextAttemptAt > new Date().toISOString()).toBe(true);
    expect((await t.app.db.select().from(orders).where(eq(orders.id, orderId)).limit(1))[0]).toBeDefined();

    // Not due yet: a run now sends nothing.
    expect(await t.app.mailQueue.flush()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);

    // The retry time has come and the server accepts again.
    smtp.accepting = true;
    await t.app.db.update(mailQueue).set({ nextAttemptAt: new Date(Date.now() - 1000).toISOString() }).where(eq(mailQueue.id, row!.id));
    expect(await t.app.mailQueue.flush()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(['client@demo.ch', 'buchhaltung@muster-kuechenbau.ch']);
    const mail = await parseMail(smtp.received[0]!.raw);
    expect(mail.subject).toBe(`Auftragsbestätigung Nr. ${orderId}`);
    expect(await pdfText(mail.attachments[0]!.content)).toContain(`Auftragsbestätigung Nr. ${orderId}`);
    expect((await t.app.db.select().from(mailQueue).limit(1))[0]).toMatchObject({ attempts: 2, lastError: null });
  });
});
