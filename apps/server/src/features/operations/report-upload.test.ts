import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { images, stages } from '../../db/schema';
import { GIF_1X1, JPEG_1X1, NOT_AN_IMAGE, PNG_1X1 } from '../../../test/support/images';
import { multipart, reportBody, type MultipartBody } from '../../../test/support/multipart';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { inDays, people, stageOfDemoClient } from '../../../test/features/operations/test-operations';
import { requestTo } from '../../../test/support/call-endpoint';
import { operationsEndpoints } from '@tragkraft/sync-protocol';

describe('[operations] report upload: broken input answers 400/413 and stores nothing', () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof people>>;
  let stageId: number;

  beforeAll(async () => {
    t = await createTestApp();
    p = await people(t.app);
    stageId = (await stageOfDemoClient(t.app, { stage: { date: inDays(1), time: '08:00' }, team: [{ userId: p.ids.operator, confirmation: true }, { userId: p.ids.employee, confirmation: true }] })).stage.id;
  });
  afterAll(async () => t.close());

  const post = (body: MultipartBody | { payload: unknown; headers: Record<string, string> }) =>
    p.as('admin', requestTo(operationsEndpoints.saveReport, { params: { stageId }, body: body.payload as Buffer, headers: body.headers }));

  const nothingStored = async () => {
    expect(await t.app.db.select().from(images).where(eq(images.stageId, stageId))).toEqual([]);
    expect((await t.app.db.select().from(stages).where(eq(stages.id, stageId)).limit(1))[0]!.reportSavedAt).toBeNull();
    expect(readdirSync(join(t.dataDir, 'uploads', '.tmp'))).toEqual([]);
  };

  it('refuses files that are no JPEG, PNG or WebP by their content, whatever they claim', async () => {
    for (const bytes of [GIF_1X1, NOT_AN_IMAGE, Buffer.alloc(0)]) {
      const id = randomUUID();
      const response = await post(reportBody({ images: [{ id }] }, [{ id, bytes, contentType: 'image/jpeg' }]));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'badRequest', message: 'Nur Bilder im Format JPEG, PNG oder WebP sind erlaubt.' });
    }
    await nothingStored();
  });

  it('refuses a request without data, with broken JSON, or with invalid fields', async () => {
    const id = randomUUID();
    const noData = await post(multipart([{ name: `image:${id}`, file: PNG_1X1, filename: 'a.png', contentType: 'image/png' }]));
    expect(noData.statusCode).toBe(400);
    expect(noData.json()).toEqual({ code: 'badRequest', message: 'Das Feld data fehlt.' });
    const broken = await post(multipart([{ name: 'data', value: '{"general": "x",' }]));
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ code: 'badRequest', message: 'Das Feld data enthält kein gültiges JSON.' });
    const brokenTyped = await post(multipart([{ name: 'data', value: '{oops', contentType: 'application/json' }]));
    expect(brokenTyped.statusCode).toBe(400);
    expect(brokenTyped.json().code).toBe('badRequest');
    for (const data of [{ rating: 7 }, { truckArrivalTime: '25:00' }, { images: [{ id: 'not-a-uuid' }] }, { hours: [{ userId: 0 }] }, []]) {
      const response = await post(reportBody(data));
      expect(response.statusCode, JSON.stringify(data)).toBe(400);
      expect(response.json().code).toBe('validation');
    }
    await nothingStored();
  });

  it('accepts data sent as a JSON file part too', async () => {
    const other = (await stageOfDemoClient(t.app, { stage: { date: inDays(1), time: '09:00' }, team: [] })).stage.id;
    const body = multipart([{ name: 'data', file: Buffer.from(JSON.stringify({ general: 'als Datei' })), filename: 'blob', contentType: 'application/json' }]);
    const response = await p.as('admin', requestTo(operationsEndpoints.saveReport, { params: { stageId: other }, body: body.payload, headers: body.headers }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().details.general).toBe('als Datei');
  });

  it('refuses bodies that are not multipart or broken multipart', async () => {
    const json = await post({ payload: JSON.stringify({ data: {} }), headers: { 'content-type': 'application/json' } });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe('Erwartet wird multipart/form-data mit dem Feld data.');
    const truncated = multipart([{ name: 'data', value: '{}' }, { name: `image:${randomUUID()}`, file: PNG_1X1, filename: 'x.png' }]);
    const cut = await post({ payload: truncated.payload.subarray(0, truncated.payload.length - 60), headers: truncated.headers });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().code).toBe('badRequest');
    const garbage = await post({ payload: Buffer.from('this is not multipart at all'), headers: { 'content-type': 'multipart/form-data; boundary=xyz' } });
    expect([400]).toContain(garbage.statusCode);
    const noBoundary = await post({ payload: Buffer.from('--x\r\n'), headers: { 'content-type': 'multipart/form-data' } });
    expect(noBoundary.statusCode).toBe(400);
    await nothingStored();
  });

  it('refuses files without an image name or without an entry in data.images', async () => {
    const unnamed = await post(multipart([{ name: 'data', value: '{}' }, { name: 'file', file: PNG_1X1, filename: 'photo.png', contentType: 'image/png' }]));
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().message).toBe('Jedes Bild braucht den Feldnamen image:<UUID>.');
    const id = randomUUID();
    const undescribed = await post(reportBody({}, [{ id, bytes: PNG_1X1 }]));
    expect(undescribed.statusCode).toBe(400);
    expect(undescribed.json().message).toBe(`Zum Bild ${id} fehlen die Angaben in data.images.`);
    await nothingStored();
  });

  it('takes the image id from the file name when the field has another name', async () => {
    const other = (await stageOfDemoClient(t.app, { stage: { date: inDays(1), time: '10:00' }, team: [] })).stage.id;
    const id = randomUUID();
    const body = multipart([{ name: 'data', value: JSON.stringify({ images: [{ id }] }) }, { name: 'files', file: JPEG_1X1, filename: `${id}.jpg`, contentType: 'image/jpeg' }]);
    const response = await p.as('admin', requestTo(operationsEndpoints.saveReport, { params: { stageId: other }, body: body.payload, headers: body.headers }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().ids).toEqual([id]);
  });

  it('answers 413 with a code for an image above 8 MB', async () => {
    const id = randomUUID();
    const big = Buffer.concat([JPEG_1X1, Buffer.alloc(8 * 1024 * 1024)]);
    const response = await post(reportBody({ images: [{ id }] }, [{ id, bytes: big }]));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 'payloadTooLarge', message: 'Ein Bild ist zu gross (höchstens 8 MB pro Bild).' });
    await nothingStored();
  });

  it('accepts images above the 1 MB JSON body limit', async () => {
    const other = (await stageOfDemoClient(t.app, { stage: { date: inDays(1), time: '11:00' }, team: [] })).stage.id;
    const id = randomUUID();
    const large = Buffer.concat([PNG_1X1, Buffer.alloc(3 * 1024 * 1024, 1)]);
    const body = reportBody({ images: [{ id }] }, [{ id, bytes: large }]);
    const response = await p.as('admin', requestTo(operationsEndpoints.saveReport, { params: { stageId: other }, body: body.payload, headers: body.headers }));
    expect(response.statusCode, response.body).toBe(200);
    expect((await t.app.db.select().from(images).where(eq(images.id, id)).limit(1))[0]!.sizeBytes).toBe(large.length);
  });

  it('answers 413 for more than 20 images', async () => {
    const files = Array.from({ length: 21 }, () => ({ id: randomUUID(), bytes: PNG_1X1 }));
    const response = await post(reportBody({ images: files.map((f) => ({ id: f.id })) }, files));
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('payloadTooLarge');
    await nothingStored();
  });
});
