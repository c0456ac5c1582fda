import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { SaveReportAnswer } from '@tragkraft/sync-protocol';
import { images, stageAssignments, stages } from '../../db/schema';
import { JPEG_1X1, PNG_1X1, WEBP_1X1 } from '../../../test/support/images';
import { reportBody } from '../../../test/support/multipart';
import { parseMail } from '../../../test/support/documents';
import { createTestApp, waitForMails, writtenMails, type TestApp } from '../../../test/support/test-app';
import { inDays, people, stageOfDemoClient, type Person } from '../../../test/features/operations/test-operations';
import { requestTo } from '../../../test/support/call-endpoint';
import { operationsEndpoints } from '@tragkraft/sync-protocol';

const NOT_SAVED = 'Der Einsatz wurde nicht gespeichert';
const REASONS = {
  truck: 'Die Ankunftszeit des Lastwagens fehlt.',
  damages: 'Bitte geben Sie an, ob es Schäden gab (ja oder nein).',
  image: 'Es fehlt mindestens ein Bild.',
  rating: (names: string) => `Es fehlt die Bewertung für: ${names}.`,
};

describe('[operations] report save: rules per role, images, e-mail', () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof people>>;

  beforeAll(async () => {
    t = await createTestApp();
    p = await people(t.app);
  });
  afterAll(async () => t.close());

  /** A fresh stage in 2 days: operator, Luca and Nina confirmed, Jonas declined. */
  const newStage = async (typeId = 1, extra: Partial<typeof stages.$inferInsert> = {}) =>
    (await stageOfDemoClient(t.app, {
      typeId,
      stage: { date: inDays(2), time: '07:30', ...extra },
      order: { orderNumber: 'RB-7' },
      team: [
        { userId: p.ids.operator, confirmation: true },
        { userId: p.ids.employee, confirmation: true },
        { userId: p.ids.nina, confirmation: true },
        { userId: p.ids.jonas, confirmation: false },
      ],
    })).stage.id;

  const save = (person: Person, stageId: number, data: unknown, files: { id: string; bytes: Buffer; contentType?: string }[] = [], key?: string) => {
    const body = reportBody(data, files);
    return p.as(person, requestTo(operationsEndpoints.saveReport, { params: { stageId }, body: body.payload, headers: { ...body.headers, ...(key ? { 'idempotency-key': key } : {}) } }));
  };

  /** A complete report: hours for operator and Luca, Luca rated, one image. */
  const complete = (imageId: string) => ({
    truckArrivalTime: '07:45',
    damages: false,
    general: 'Alles gut.',
    rating: 5,
    images: [{ id: imageId, comment: 'Küche fertig', damage: false, deleted: false }],
    hours: [
      { userId: p.ids.operator, hours: 7.5 },
      { userId: p.ids.employee, hours: 7.5, rating: 4, comment: 'Zuverlässig' },
    ],
  });

  const stageRow = async (id: number) => (await t.app.db.select().from(stages).where(eq(stages.id, id)).limit(1))[0]!;
  const imageRows = (stageId: number) => t.app.db.select().from(images).where(eq(images.stageId, stageId));

  it('saves a complete operator report and stores the image with its bytes', async () => {
    const stageId = await newStage();
    const before = (await stageRow(stageId)).version;
    const imageId = randomUUID();
    const response = await save('operator', stageId, complete(imageId), [{ id: imageId, bytes: PNG_1X1, contentType: 'image/png' }]);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<SaveReportAnswer>();
    expect(answer.ids).toEqual([imageId]);
    expect(answer.warnings).toEqual([]);
    expect(answer.damageMailSent).toBe(false);
    expect(answer.details).toMatchObject({ id: stageId, truckArrivalTime: '07:45', damages: false, general: 'Alles gut.', rating: 5, clientReport: true });
    expect(answer.details.images).toEqual([{ id: imageId, comment: 'Küche fertig', damage: false, deleted: false, mimeType: 'image/png' }]);
    expect(answer.details.hours.find((h) => h.userId === p.ids.employee)).toMatchObject({ hours: 7.5, rating: 4, comment: 'Zuverlässig' });

    const [row] = await imageRows(stageId);
    expect(row).toMatchObject({ id: imageId, mimeType: 'image/png', sizeBytes: PNG_1X1.length, createdByUserId: p.ids.operator });
    expect(row!.storagePath).toBe(`operation/${stageId}/${imageId}.png`);
    expect(readFileSync(join(t.dataDir, 'uploads', row!.storagePath)).equals(PNG_1X1)).toBe(true);
    expect(readdirSync(join(t.dataDir, 'uploads', '.tmp'))).toEqual([]);
    const stored = await stageRow(stageId);
    expect(stored.reportSavedAt).not.toBeNull();
    expect(stored.version).toBeGreaterThan(before);
  });

  it('refuses an incomplete operator report with every reason and changes nothing', async () => {
    const stageId = await newStage();
    const response = await save('operator', stageId, { hours: [{ userId: p.ids.employee, hours: 6 }, { userId: p.ids.nina, hours: 6 }] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation',
      message: NOT_SAVED,
      errors: [REASONS.truck, REASONS.damages, REASONS.image, REASONS.rating('Luca, Nina')],
    });
    expect((await stageRow(stageId)).reportSavedAt).toBeNull();
    const hours = (await t.app.db.select().from(stageAssignments).where(eq(stageAssignments.stageId, stageId))).map((a) => a.hours);
    expect(hours.every((h) => h === null)).toBe(true);
  });

  it('names each missing part on its own', async () => {
    const cases: [string, (d: ReturnType<typeof complete>) => unknown, string][] = [
      ['truck arrival', (d) => ({ ...d, truckArrivalTime: null }), REASONS.truck],
      ['damages', (d) => ({ ...d, damages: null }), REASONS.damages],
      ['image', (d) => ({ ...d, images: [] }), REASONS.image],
      ['rating of an employee with hours', (d) => ({ ...d, hours: [d.hours[0], { userId: p.ids.employee, hours: 7.5 }] }), REASONS.rating('Luca')],
    ];
    for (const [, change, reason] of cases) {
      const stageId = await newStage();
      const imageId = randomUUID();
      const data = change(complete(imageId)) as { images: unknown[] };
      const files = data.images.length > 0 ? [{ id: imageId, bytes: JPEG_1X1 }] : [];
      const response = await save('operator', stageId, data, files);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([reason]);
      expect(await imageRows(stageId)).toEqual([]);
      expect(readdirSync(join(t.dataDir, 'uploads', '.tmp'))).toEqual([]);
    }
  });

  it('checks nothing while nobody has hours, and skips truck and damages for site service', async () => {
    const empty = await save('operator', await newStage(), { general: 'Noch nicht begonnen.', hours: [{ userId: p.ids.employee, hours: 0 }] });
    expect(empty.statusCode, empty.body).toBe(200);
    const serviceStage = await newStage(8);
    const imageId = randomUUID();
    const service = await save('operator', serviceStage, {
      images: [{ id: imageId, comment: '', damage: false }],
      hours: [{ userId: p.ids.operator, hours: 8 }, { userId: p.ids.employee, hours: 8, rating: 5 }],
    }, [{ id: imageId, bytes: WEBP_1X1, contentType: 'image/webp' }]);
    expect(service.statusCode, service.body).toBe(200);
    expect((await imageRows(serviceStage))[0]!.mimeType).toBe('image/webp');
  });

  it('warns an admin instead, saves, and takes internal and total hours from admins only', async () => {
    const stageId = await newStage(8);
    const response = await save('admin', stageId, { internal: 'Rechnung später', workHours: 16, hours: [{ userId: p.ids.employee, hours: 8 }] });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<SaveReportAnswer>();
    expect(answer.warningMessage).toBe('Nur eine Warnung.');
    expect(answer.warnings).toEqual([REASONS.image, REASONS.rating('Luca')]);
    expect(answer.details).toMatchObject({ internal: 'Rechnung später', workHours: 16, clientReport: true });
    expect(await stageRow(stageId)).toMatchObject({ internal: 'Rechnung später', workHours: 16 });

    const other = await newStage();
    const ignored = await save('operator', other, { internal: 'vom Operator', workHours: 99, general: 'x' });
    expect(ignored.statusCode).toBe(200);
    expect(await stageRow(other)).toMatchObject({ internal: null, workHours: null, general: 'x' });
  });

  it('lets admins change confirmations through the hours list, never operators', async () => {
    const stageId = await newStage();
    await save('operator', stageId, { hours: [{ userId: p.ids.employee, confirmation: false }] });
    const luca = async () => (await t.app.db.select().from(stageAssignments).where(eq(stageAssignments.stageId, stageId))).find((a) => a.userId === p.ids.employee)!;
    expect((await luca()).confirmation).toBe(true);
    await save('admin', stageId, { hours: [{ userId: p.ids.employee, confirmation: false }] });
    expect((await luca()).confirmation).toBe(false);
    expect((await luca()).confirmationChangedAt).not.toBeNull();
  });

  it('refuses hours for people not on the team (operators: nor declined ones)', async () => {
    const stageId = await newStage();
    const stranger = await save('operator', stageId, { hours: [{ userId: p.ids.reto, hours: 3 }] });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().message).toBe(`Die Person ${p.ids.reto} ist diesem Einsatz nicht zugeteilt.`);
    expect((await save('operator', stageId, { hours: [{ userId: p.ids.jonas, hours: 3 }] })).statusCode).toBe(400);
    expect((await save('admin', stageId, { hours: [{ userId: p.ids.jonas, hours: 0 }] })).statusCode).toBe(200);
  });

  it('updates, flags deleted and never stores an existing image again', async () => {
    const stageId = await newStage();
    const first = randomUUID();
    const second = randomUUID();
    const saved = await save('admin', stageId, { images: [{ id: first, comment: 'a' }, { id: second, comment: 'b' }] }, [
      { id: first, bytes: PNG_1X1 },
      { id: second, bytes: JPEG_1X1 },
    ]);
    expect(saved.json<SaveReportAnswer>().ids.sort()).toEqual([first, second].sort());
    // The same image sent again (new request, no key) is not stored twice; its fields update.
    const again = await save('admin', stageId, { images: [{ id: first, comment: 'neu', damage: false }, { id: second, deleted: true }] }, [{ id: first, bytes: PNG_1X1 }]);
    expect(again.statusCode, again.body).toBe(200);
    const answer = again.json<SaveReportAnswer>();
    expect(answer.ids).toEqual([]);
    expect(answer.details.images).toEqual([{ id: first, comment: 'neu', damage: false, deleted: false, mimeType: 'image/png' }]);
    const rows = await imageRows(stageId);
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.id === second)!.deletedAt).not.toBeNull();
    expect(readdirSync(join(t.dataDir, 'uploads', 'operation', String(stageId)))).toHaveLength(2);
  });

  it('refuses an image id that belongs to another stage (409) and one without its file (400)', async () => {
    const stageA = await newStage();
    const stageB = await newStage();
    const id = randomUUID();
    expect((await save('admin', stageA, { images: [{ id }] }, [{ id, bytes: PNG_1X1 }])).statusCode).toBe(200);
    const other = await save('admin', stageB, { images: [{ id }] }, [{ id, bytes: PNG_1X1 }]);
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('conflict');
    expect(await imageRows(stageB)).toEqual([]);
    expect(existsSync(join(t.dataDir, 'uploads', 'operation', String(stageB)))).toBe(false);
    const missing = await save('admin', stageB, { images: [{ id: randomUUID() }] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/fehlt die Datei/);
  });

  it('refuses operators on a completed stage; admins may still correct it', async () => {
    const stageId = await newStage(1, { reportSavedAt: new Date().toISOString(), completedTime: new Date().toISOString() });
    const refused = await save('operator', stageId, { general: 'Nachtrag' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'conflict', message: 'Der Einsatz ist bereits abgeschlossen.' });
    expect((await save('admin', stageId, { general: 'Nachtrag' })).statusCode).toBe(200);
  });

  it('answers 404 to an operator not on the team and 403 to employees and customers', async () => {
    const stageId = await newStage();
    expect((await save('reto', stageId, { general: 'x' })).statusCode).toBe(404);
    for (const person of ['employee', 'client', 'clerk'] as const) expect((await save(person, stageId, { general: 'x' })).statusCode).toBe(403);
  });

  describe('damage e-mail', () => {
    let mailsBefore: number;
    beforeEach(async () => {
      // Earlier tests' saves may have queued mails (damage, signed Arbeitsrapport): written before counting.
      await t.app.mailQueue.flush();
      mailsBefore = writtenMails(t.dataDir).length;
    });

    it('e-mails the customer once when a new damage image is saved', async () => {
      const stageId = await newStage();
      const id = randomUUID();
      const key = randomUUID();
      const data = { damages: true, images: [{ id, comment: 'Kratzer an der Tür Whg. 3', damage: true }] };
      const response = await save('operator', stageId, data, [{ id, bytes: JPEG_1X1 }], key);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<SaveReportAnswer>().damageMailSent).toBe(true);
      const mails = await waitForMails(t.dataDir, mailsBefore + 1);
      expect(mails).toHaveLength(mailsBefore + 1);
      const mail = await parseMail(mails.at(-1)!);
      expect(mail.subject).toContain('Schaden gemeldet');
      expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('client@demo.ch');
      expect(mail.text).toContain('Kratzer an der Tür Whg. 3');
      expect(mail.text).toContain('Seestrasse 7');
      expect(mail.text).toContain(`http://app.test/operation-report/${stageId}`);
      // A replay neither stores nor mails again; an update of the same image mails nothing.
      expect((await save('operator', stageId, data, [{ id, bytes: JPEG_1X1 }], key)).json<SaveReportAnswer>().damageMailSent).toBe(true);
      const update = await save('operator', stageId, { images: [{ id, comment: 'Kratzer (klein)', damage: true }] });
      expect(update.json<SaveReportAnswer>().damageMailSent).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await waitForMails(t.dataDir, mailsBefore + 2, 300)).length).toBe(mailsBefore + 1);
    });
  });
});
