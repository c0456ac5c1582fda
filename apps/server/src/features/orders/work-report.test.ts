import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stages, stageSignatures } from '../../db/schema';
import { RENDER_QUEUE_TEXTS } from '../../limits/render-queue';
import { JPEG_1X1, pngImage, WEBP_1X1 } from '../../../test/support/images';
import { pdfText } from '../../../test/support/documents';
import { createTestApp, tokenFor, type TestApp } from '../../../test/support/test-app';
import { inDays, people, stageOfDemoClient, type Person } from '../../../test/features/operations/test-operations';
import { completeReport, SIGNATURE_PNG, signatureFacts, signedReportBody } from '../../../test/features/operations/test-signature';
import { requestTo, urlTo } from '../../../test/support/call-endpoint';
import { operationsEndpoints, ordersEndpoints } from '@tragkraft/sync-protocol';

/** How many image objects a pdfkit PDF holds (its object dictionaries are not compressed). */
const imageObjects = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Subtype \/Image/g) ?? []).length;

describe('[orders] work report PDF and signature image: access and content (issue 19)', () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof people>>;
  let client2: string;
  let signedStage: number;
  let orderId: number;

  beforeAll(async () => {
    t = await createTestApp();
    p = await people(t.app);
    client2 = await tokenFor(t.app, 'client2@demo.ch');
    // The signing time lies within the stage's day (issue 29): both fixed, in the past.
    const seeded = await stageOfDemoClient(t.app, {
      stage: { date: '2026-11-20', time: '07:30' },
      order: { orderNumber: 'RAP-77' },
      team: [
        { userId: p.ids.operator, confirmation: true },
        { userId: p.ids.employee, confirmation: true },
        { userId: p.ids.reto, confirmation: false },
      ],
    });
    signedStage = seeded.stage.id;
    orderId = seeded.order.id;
    const report = completeReport({ operator: p.ids.operator, employee: p.ids.employee });
    const damageId = randomUUID();
    const data = {
      ...report.data,
      damages: true,
      images: [...report.data.images, { id: damageId, comment: 'Kratzer an der Tür Whg. 3', damage: true }],
      signature: signatureFacts({ signerName: 'Hans Müller', signedAt: '2026-11-20T14:05:00Z', remark: 'Alles bestens' }),
    };
    const body = signedReportBody(data, SIGNATURE_PNG, [report.image, { id: damageId, bytes: JPEG_1X1 }]);
    const saved = await p.as('operator', requestTo(operationsEndpoints.saveReport, { params: { stageId: signedStage }, body: body.payload, headers: body.headers }));
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(async () => t.close());

  const get = (who: Person | 'client2', url: string) =>
    who === 'client2' ? t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${client2}` } }) : p.as(who, { method: 'GET', url });

  it('lets admins, the order company\'s client and clerk and the stage\'s staff download the PDF', async () => {
    for (const who of ['admin', 'client', 'clerk', 'operator', 'employee'] as const) {
      const response = await get(who, urlTo(ordersEndpoints.reportPdf, { params: { stageId: signedStage } }));
      expect(response.statusCode, who).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain(`filename="Arbeitsrapport ${orderId}-1.pdf"`);
    }
  });

  it('refuses another company, staff not on the stage and an operator who declined with 403; an unknown stage is 404', async () => {
    for (const url of [urlTo(ordersEndpoints.reportPdf, { params: { stageId: signedStage } }), urlTo(ordersEndpoints.reportSignature, { params: { stageId: signedStage } })]) {
      for (const who of ['client2', 'nina', 'jonas', 'reto'] as const) {
        const response = await get(who, url);
        expect(response.statusCode, `${who} ${url}`).toBe(403);
        expect(response.json()).toEqual({ code: 'forbidden', message: 'Sie dürfen den Arbeitsrapport dieses Einsatzes nicht sehen.' });
      }
    }
    expect((await get('admin', urlTo(ordersEndpoints.reportPdf, { params: { stageId: 999999 } }))).statusCode).toBe(404);
    expect((await get('admin', urlTo(ordersEndpoints.reportSignature, { params: { stageId: 999999 } }))).statusCode).toBe(404);
  });

  it('serves the signature PNG to the same people, inline; 404 for a stage without one', async () => {
    for (const who of ['admin', 'client', 'clerk', 'operator', 'employee'] as const) {
      const response = await get(who, urlTo(ordersEndpoints.reportSignature, { params: { stageId: signedStage } }));
      expect(response.statusCode, who).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.rawPayload.equals(SIGNATURE_PNG)).toBe(true);
    }
    const unsigned = (await stageOfDemoClient(t.app, { stage: { date: inDays(-1) }, team: [] })).stage.id;
    expect((await get('client', urlTo(ordersEndpoints.reportSignature, { params: { stageId: unsigned } }))).statusCode).toBe(404);
  });

  it('holds the order, stage, team, damage note, signer, time and remark', async () => {
    const response = await get('client', urlTo(ordersEndpoints.reportPdf, { params: { stageId: signedStage } }));
    const text = (await pdfText(response.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain(`Arbeitsrapport ${orderId}-1`);
    expect(text).toContain('RAP-77');
    expect(text).toContain('Muster Küchenbau AG');
    expect(text).toContain('Seestrasse 7');
    expect(text).toContain('Luca');
    expect(text).toContain('7.5 h');
    expect(text).toContain('07:45');
    expect(text).toContain('Küche montiert, alles sauber.');
    expect(text).toContain('Kratzer an der Tür Whg. 3');
    expect(text).toContain('Unterschrieben vor Ort von Hans Müller, 20.11.2026 15:05');
    expect(text).toContain('Bemerkung: Alles bestens');
    expect(text).not.toContain('Nicht vor Ort unterschrieben');
    // Two photos, the signature and its transparency mask.
    expect(imageObjects(response.rawPayload)).toBe(4);
  });

  it('says "Nicht vor Ort unterschrieben" without a signature and shows at most six photos', async () => {
    const stageId = (await stageOfDemoClient(t.app, { stage: { date: inDays(-1) }, order: { orderNumber: 'RAP-78' }, team: [] })).stage.id;
    const photos = Array.from({ length: 8 }, (_, i) => ({ id: randomUUID(), bytes: i === 7 ? WEBP_1X1 : JPEG_1X1, contentType: 'image/jpeg' }));
    const body = signedReportBody({ general: 'Ohne Kunde', images: photos.map((f, i) => ({ id: f.id, comment: `Bild ${i + 1}` })) }, null, photos);
    expect((await p.as('admin', requestTo(operationsEndpoints.saveReport, { params: { stageId }, body: body.payload, headers: body.headers }))).statusCode).toBe(200);
    const pdf = (await get('admin', urlTo(ordersEndpoints.reportPdf, { params: { stageId } }))).rawPayload;
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
    expect(text).toContain('Nicht vor Ort unterschrieben');
    expect(text).toContain('Weitere 2 Bilder im Arbeitsrapport in der App.');
    expect(imageObjects(pdf)).toBe(6);
    const [row] = await t.app.db.select().from(stages).where(eq(stages.id, stageId)).limit(1);
    expect(row!.clientSignedTime).toBeNull();
  });

  it('leaves truck arrival and damages out of a site-service report (they do not apply to it)', async () => {
    const stageId = (await stageOfDemoClient(t.app, { typeId: 8, stage: { date: inDays(-1), time: '07:00', hours: 8, workHours: 15.5 }, order: { orderNumber: 'RAP-79' }, team: [] })).stage.id;
    const text = (await pdfText((await get('admin', urlTo(ordersEndpoints.reportPdf, { params: { stageId } }))).rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('RAP-79');
    expect(text).toContain('Total Arbeitsstunden');
    expect(text).not.toContain('Ankunft Lastwagen');
    expect(text).not.toContain('Schäden');
  });

  it('leaves out a PNG photo over 4 megapixels (pdfkit would decode it whole) and names it', async () => {
    const stageId = (await stageOfDemoClient(t.app, { stage: { date: inDays(-1) }, team: [] })).stage.id;
    const photos = [{ id: randomUUID(), bytes: pngImage(2500, 2000), contentType: 'image/png' }, { id: randomUUID(), bytes: JPEG_1X1 }];
    const body = signedReportBody({ images: photos.map((f) => ({ id: f.id, comment: 'x' })) }, null, photos);
    expect((await p.as('admin', requestTo(operationsEndpoints.saveReport, { params: { stageId }, body: body.payload, headers: body.headers }))).statusCode).toBe(200);
    const pdf = (await get('admin', urlTo(ordersEndpoints.reportPdf, { params: { stageId } }))).rawPayload;
    expect(imageObjects(pdf)).toBe(1);
    expect((await pdfText(pdf)).replace(/\s+/g, ' ')).toContain('Weitere 1 Bild im Arbeitsrapport in der App.');
  });

  it('leaves out a stored signature over the PDF bounds (16 bits, stored before the upload bound) and still names the signer', async () => {
    const stageId = (await stageOfDemoClient(t.app, { stage: { date: inDays(-1) }, order: { orderNumber: 'RAP-80' }, team: [] })).stage.id;
    const body = signedReportBody({ general: 'x', signature: signatureFacts({ signerName: 'Vera Alt' }) }, SIGNATURE_PNG);
    expect((await p.as('admin', requestTo(operationsEndpoints.saveReport, { params: { stageId }, body: body.payload, headers: body.headers }))).statusCode).toBe(200);
    const [stored] = await t.app.db.select().from(stageSignatures).where(eq(stageSignatures.stageId, stageId));
    writeFileSync(join(t.dataDir, 'uploads', stored!.storagePath), pngImage(1000, 500, 16));
    const pdf = (await get('admin', urlTo(ordersEndpoints.reportPdf, { params: { stageId } }))).rawPayload;
    expect(imageObjects(pdf)).toBe(0);
    expect((await pdfText(pdf)).replace(/\s+/g, ' ')).toContain('Unterschrieben vor Ort von Vera Alt');
  });

  it('renders at most a few PDFs at once: a flood of downloads gets 200 or 503 with its German text, never more memory', async () => {
    // 24 at once: two run and eight wait, so at least fourteen are refused when all arrive before a
    // render ends; the first renders may end while the last requests still arrive (their database
    // reads interleave), hence only four are required.
    const answers = await Promise.all(Array.from({ length: 24 }, () => get('operator', urlTo(ordersEndpoints.reportPdf, { params: { stageId: signedStage } }))));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.every((status) => status === 200 || status === 503), statuses.join()).toBe(true);
    expect(statuses.filter((status) => status === 503).length).toBeGreaterThanOrEqual(4);
    for (const refused of answers.filter((a) => a.statusCode === 503)) expect(refused.json()).toEqual({ code: 'serviceUnavailable', message: RENDER_QUEUE_TEXTS.busy });
    expect((await get('operator', urlTo(ordersEndpoints.reportPdf, { params: { stageId: signedStage } }))).statusCode).toBe(200);
  });
});
