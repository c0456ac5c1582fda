import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { MultipartBody } from '../../../test/support/multipart';
import { JPEG_1X1 } from '../../../test/support/images';
import { parseMail, pdfText } from '../../../test/support/documents';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/support/smtp-server';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { inDays, people, stageOfDemoClient, type Person } from '../../../test/features/operations/test-operations';
import { completeReport, SIGNATURE_PNG, signatureFacts, signedReportBody } from '../../../test/features/operations/test-signature';
import { ALL_NOTIFICATIONS_ON } from '../../../test/features/notification-settings/test-settings';
import { requestTo } from '../../../test/support/call-endpoint';
import { notificationSettingsEndpoints, operationsEndpoints } from '@tragkraft/sync-protocol';

describe('[operations] report mails through the queue to SMTP: one per save, the signed one with the PDF (issues 19, 20)', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let p: Awaited<ReturnType<typeof people>>;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp({ smtpUrl: smtp.url });
    p = await people(t.app);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const newStage = async (orderNumber: string) => {
    const seeded = await stageOfDemoClient(t.app, {
      stage: { date: inDays(-1), time: '07:30' },
      order: { orderNumber },
      team: [{ userId: p.ids.operator, confirmation: true }, { userId: p.ids.employee, confirmation: true }],
    });
    return { stageId: seeded.stage.id, orderId: seeded.order.id };
  };

  const post = async (person: Person, stageId: number, body: MultipartBody, key = randomUUID()) => {
    const response = await p.as(person, requestTo(operationsEndpoints.saveReport, { params: { stageId }, body: body.payload, headers: { ...body.headers, 'idempotency-key': key } }));
    expect(response.statusCode, response.body).toBe(200);
    // The route sends after the commit without waiting; this waits for that run (and its own).
    await t.app.mailQueue.flush();
    return response;
  };

  const complete = async (stageId: number) => {
    const response = await p.as('admin', requestTo(operationsEndpoints.complete, { params: { stageId }, headers: { 'idempotency-key': randomUUID() } }));
    expect(response.statusCode, response.body).toBe(200);
    await t.app.mailQueue.flush();
  };

  /** The mails SMTP received about one order, parsed. */
  const mailsAbout = async (orderNumber: string) => {
    const parsed = await Promise.all(smtp.received.map((m) => parseMail(m.raw)));
    return parsed.filter((m) => m.subject?.includes(`(${orderNumber})`));
  };

  it('delivers the signed Arbeitsrapport with its PDF once: not again on a replay or a later save', async () => {
    const { stageId, orderId } = await newStage('MAIL-1');
    const report = completeReport({ operator: p.ids.operator, employee: p.ids.employee });
    const key = randomUUID();
    const facts = signatureFacts({ signerName: 'Hans Müller' });
    const body = () => signedReportBody({ ...report.data, signature: facts }, SIGNATURE_PNG, [report.image]);
    await post('operator', stageId, body(), key);

    const [mail, ...more] = await mailsAbout('MAIL-1');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Arbeitsrapport: Auftrag ${orderId} (MAIL-1)`);
    expect(mail!.to && !Array.isArray(mail!.to) ? mail!.to.text : '').toBe('client@demo.ch');
    expect(mail!.text).toContain('Unterschrieben vor Ort von Hans Müller');
    expect(mail!.text).toContain(`http://app.test/operation-report/${stageId}`);
    expect(mail!.attachments).toHaveLength(1);
    expect(mail!.attachments[0]).toMatchObject({ contentType: 'application/pdf', filename: `Arbeitsrapport ${orderId}-1.pdf` });
    const text = (await pdfText(mail!.attachments[0]!.content)).replace(/\s+/g, ' ');
    expect(text).toContain('Unterschrieben vor Ort von Hans Müller');
    expect(text).toContain('MAIL-1');
    expect(text).toContain(`Arbeitsrapport ${orderId}-1`);

    // The outbox replays the same save; then the operator corrects the remarks.
    expect((await post('operator', stageId, body(), key)).headers['idempotent-replayed']).toBe('true');
    await post('operator', stageId, signedReportBody({ general: 'Nachtrag' }, null));
    expect(await mailsAbout('MAIL-1')).toHaveLength(1);
  });

  it('sends one Arbeitsrapport mail per stage: signed on site at once, not again at the completion', async () => {
    const { stageId, orderId } = await newStage('MAIL-2');
    const report = completeReport({ operator: p.ids.operator, employee: p.ids.employee });
    // Saved without a signature, and saved again: no mail yet (before: "Arbeitsrapport verfügbar").
    await post('operator', stageId, signedReportBody(report.data, null, [report.image]));
    await post('operator', stageId, signedReportBody({ general: 'Zweite Speicherung' }, null));
    expect(await mailsAbout('MAIL-2')).toEqual([]);

    await post('operator', stageId, signedReportBody({ signature: signatureFacts() }, SIGNATURE_PNG));
    await complete(stageId);
    // Before: a second mail "Einsatzbericht" at the completion.
    const mails = await mailsAbout('MAIL-2');
    expect(mails.map((m) => m.subject)).toEqual([`Arbeitsrapport: Auftrag ${orderId} (MAIL-2)`]);
    expect(mails[0]!.attachments.map((a) => a.filename)).toEqual([`Arbeitsrapport ${orderId}-1.pdf`]);
  });

  it('sends the one Arbeitsrapport mail of a stage without signature at its completion, with the PDF', async () => {
    const { stageId, orderId } = await newStage('MAIL-5');
    const report = completeReport({ operator: p.ids.operator, employee: p.ids.employee });
    await post('operator', stageId, signedReportBody(report.data, null, [report.image]));
    await complete(stageId);
    const mails = await mailsAbout('MAIL-5');
    expect(mails.map((m) => m.subject)).toEqual([`Arbeitsrapport: Auftrag ${orderId} (MAIL-5)`]);
    expect(mails[0]!.text).toContain('ist abgeschlossen');
    expect(mails[0]!.text).toContain(`http://app.test/operation-report/${stageId}`);
    expect(mails[0]!.text).not.toContain('Einsatzbericht');
    expect(mails[0]!.attachments.map((a) => a.filename)).toEqual([`Arbeitsrapport ${orderId}-1.pdf`]);
  });

  it('tells new damage in the signed mail instead of a second mail', async () => {
    const { stageId, orderId } = await newStage('MAIL-3');
    const report = completeReport({ operator: p.ids.operator, employee: p.ids.employee });
    const damageId = randomUUID();
    const data = { ...report.data, damages: true, images: [...report.data.images, { id: damageId, comment: 'Delle im Lift', damage: true }], signature: signatureFacts() };
    const response = await post('operator', stageId, signedReportBody(data, SIGNATURE_PNG, [report.image, { id: damageId, bytes: JPEG_1X1 }]));
    expect(response.json<{ damageMailSent: boolean }>().damageMailSent).toBe(true);
    const mails = await mailsAbout('MAIL-3');
    expect(mails.map((m) => m.subject)).toEqual([`Arbeitsrapport: Auftrag ${orderId} (MAIL-3)`]);
    expect(mails[0]!.text).toContain('Gemeldete Schäden:\n- Delle im Lift');
  });

  it('sends no Arbeitsrapport mail while the admin switched it off; new damage still gets its own mail', async () => {
    const settings = async (payload: typeof ALL_NOTIFICATIONS_ON) => expect((await p.as('admin', requestTo(notificationSettingsEndpoints.save, { body: payload }))).statusCode).toBe(200);
    const { stageId, orderId } = await newStage('MAIL-4');
    const report = completeReport({ operator: p.ids.operator, employee: p.ids.employee });
    await settings({ ...ALL_NOTIFICATIONS_ON, reportAvailable: false });
    try {
      await post('operator', stageId, signedReportBody({ ...report.data, signature: signatureFacts() }, SIGNATURE_PNG, [report.image]));
      expect(await mailsAbout('MAIL-4')).toEqual([]);
      const damageId = randomUUID();
      await post('operator', stageId, signedReportBody({ damages: true, images: [{ id: damageId, comment: 'Kratzer', damage: true }] }, null, [{ id: damageId, bytes: JPEG_1X1 }]));
      expect((await mailsAbout('MAIL-4')).map((m) => m.subject)).toEqual([`Schaden gemeldet: Auftrag ${orderId} (MAIL-4)`]);
    } finally {
      await settings(ALL_NOTIFICATIONS_ON);
    }
  });
});
