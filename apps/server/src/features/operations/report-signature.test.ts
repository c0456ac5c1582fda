import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zurichInstant } from '@tragkraft/domain';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { type AdminOrderDetail, OPERATION_TEXTS, type OperationDetail, REPORT_UPLOAD_TEXTS, type SaveReportAnswer, type StageDetail, operationsEndpoints, ordersEndpoints, adminOrdersEndpoints } from '@tragkraft/sync-protocol';
import { idempotencyRecords, mailQueue, stages, stageSignatures } from '../../db/schema';
import { NUL_REFUSED } from '../../plugins/validation';
import { GIF_1X1, JPEG_1X1, NOT_AN_IMAGE, PNG_1X1, pngImage, WEBP_1X1 } from '../../../test/support/images';
import type { MultipartBody } from '../../../test/support/multipart';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { inDays, people, stageOfDemoClient, type Person } from '../../../test/features/operations/test-operations';
import { completeReport, SIGNATURE_PNG, signatureFacts, signedReportBody } from '../../../test/features/operations/test-signature';
import { requestTo } from '../../../test/support/call-endpoint';

describe('[operations] on-site signature with the report save (issue 19)', () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof people>>;

  beforeAll(async () => {
    t = await createTestApp();
    p = await people(t.app);
  });
  afterAll(async () => t.close());

  const newStage = async (typeId = 1, extra: Partial<typeof stages.$inferInsert> = {}) =>
    (await stageOfDemoClient(t.app, {
      typeId,
      stage: { date: inDays(-1), time: '07:30', ...extra },
      order: { orderNumber: 'SIG-1' },
      team: [{ userId: p.ids.operator, confirmation: true }, { userId: p.ids.employee, confirmation: true }],
    })).stage.id;

  const post = (person: Person, stageId: number, body: MultipartBody, key?: string) =>
    p.as(person, requestTo(operationsEndpoints.saveReport, { params: { stageId }, body: body.payload, headers: { ...body.headers, ...(key ? { 'idempotency-key': key } : {}) } }));

  const stageRow = async (id: number) => (await t.app.db.select().from(stages).where(eq(stages.id, id)).limit(1))[0]!;
  const signatureRows = (stageId: number) => t.app.db.select().from(stageSignatures).where(eq(stageSignatures.stageId, stageId));
  const storedFiles = (stageId: number) => {
    const folder = join(t.dataDir, 'uploads', 'operation', String(stageId));
    return existsSync(folder) ? readdirSync(folder).sort() : [];
  };
  const mailCount = async () => (await t.app.db.select().from(mailQueue)).length;

  describe('refusals: 400/413 with their own text, nothing stored', () => {
    let stageId: number;
    beforeAll(async () => {
      stageId = await newStage();
    });

    const expectNothingStored = async () => {
      expect(await signatureRows(stageId)).toEqual([]);
      const row = await stageRow(stageId);
      expect(row.reportSavedAt).toBeNull();
      expect(row.clientSignedTime).toBeNull();
      expect(storedFiles(stageId)).toEqual([]);
      expect(readdirSync(join(t.dataDir, 'uploads', '.tmp'))).toEqual([]);
    };

    const refused = async (body: MultipartBody, status: number, message: string) => {
      const response = await post('admin', stageId, body);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toEqual({ code: status === 413 ? 'payloadTooLarge' : 'badRequest', message });
    };

    it('refuses a signature that is not a PNG by its content, whatever it claims', async () => {
      for (const bytes of [JPEG_1X1, WEBP_1X1, GIF_1X1, NOT_AN_IMAGE, Buffer.alloc(0)]) {
        await refused(signedReportBody({ general: 'x', signature: signatureFacts() }, bytes), 400, REPORT_UPLOAD_TEXTS.signatureTypeRefused);
      }
      await expectNothingStored();
    });

    it('refuses a signature over the byte limit with 413', async () => {
      const huge = Buffer.concat([SIGNATURE_PNG, Buffer.alloc(8 * 1024 * 1024)]);
      await refused(signedReportBody({ general: 'x', signature: signatureFacts() }, huge), 413, REPORT_UPLOAD_TEXTS.signatureTooLarge);
      await expectNothingStored();
    });

    it('refuses signatures too small or too large in pixels, and unreadable ones', async () => {
      for (const [width, height] of [[199, 200], [600, 79], [1, 1]] as const) {
        await refused(signedReportBody({ general: 'x', signature: signatureFacts() }, pngImage(width, height)), 400, REPORT_UPLOAD_TEXTS.signatureTooSmall);
      }
      await refused(signedReportBody({ general: 'x', signature: signatureFacts() }, PNG_1X1), 400, REPORT_UPLOAD_TEXTS.signatureTooSmall);
      // Issue 29: at most 2'000 × 1'000 pixels (a 4'000 × 4'000 one cost 420 MB per PDF render).
      for (const [width, height] of [[4001, 100], [300, 4001], [2001, 500], [800, 1001], [4000, 4000]] as const) {
        await refused(signedReportBody({ general: 'x', signature: signatureFacts() }, pngImage(width, height)), 400, REPORT_UPLOAD_TEXTS.signatureDimensionsTooLarge);
      }
      // And 8 bits per channel: a 16-bit one decodes to twice the memory.
      await refused(signedReportBody({ general: 'x', signature: signatureFacts() }, pngImage(600, 200, 16)), 400, REPORT_UPLOAD_TEXTS.signatureBitDepth);
      const broken = Buffer.concat([SIGNATURE_PNG.subarray(0, 8), Buffer.from('not a png header at all')]);
      await refused(signedReportBody({ general: 'x', signature: signatureFacts() }, broken), 400, REPORT_UPLOAD_TEXTS.signatureUnreadable);
      await expectNothingStored();
    });

    it('refuses a signature without the signer name, or with a blank one', async () => {
      for (const signerName of [undefined, '', '   ', '\t\n']) {
        const facts = { ...signatureFacts(), signerName };
        await refused(signedReportBody({ general: 'x', signature: facts }, SIGNATURE_PNG), 400, REPORT_UPLOAD_TEXTS.signerNameMissing);
      }
      await expectNothingStored();
    });

    it('refuses line breaks and control characters in the signer name (issue 29: they went into the mail)', async () => {
      for (const signerName of ['Hans\nMuster', 'Hans\r\nBcc: x@example.ch', 'Hans\tMuster', 'Hans\u0007', 'Hans\u2028Muster', 'A\u0085B', 'Hans\u007fMuster']) {
        await refused(signedReportBody({ general: 'x', signature: signatureFacts({ signerName }) }, SIGNATURE_PNG), 400, REPORT_UPLOAD_TEXTS.signerNameControl);
      }
      await refused(signedReportBody({ general: 'x\u0000', signature: signatureFacts() }, SIGNATURE_PNG), 400, NUL_REFUSED);
      await expectNothingStored();
    });

    it('refuses a signing time before the stage\'s day (issue 29: a phone set to 1970)', async () => {
      // The stage is yesterday's (Zurich); its day starts at its midnight.
      const dayBefore = zurichInstant(inDays(-1), '00:00').getTime() - 60_000;
      for (const signedAt of ['1970-01-01T00:00:00Z', new Date(dayBefore).toISOString(), '2000-01-01T12:00:00+01:00']) {
        await refused(signedReportBody({ general: 'x', signature: signatureFacts({ signedAt }) }, SIGNATURE_PNG), 400, REPORT_UPLOAD_TEXTS.signedAtOutOfRange);
      }
      await expectNothingStored();
    });

    it('refuses a signing time before the stage\'s day even when it is after the order was placed (issue 29: within the stage\'s day only)', async () => {
      const future = await newStage(1, { date: inDays(2) });
      const response = await post('admin', future, signedReportBody({ general: 'x', signature: signatureFacts({ signedAt: new Date().toISOString() }) }, SIGNATURE_PNG));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'badRequest', message: REPORT_UPLOAD_TEXTS.signedAtOutOfRange });
      expect(await signatureRows(future)).toEqual([]);
      expect((await stageRow(future)).clientSignedTime).toBeNull();
    });

    it('refuses a signing time after the upload beyond the clock skew (issue 29)', async () => {
      for (const signedAt of [new Date(Date.now() + 60 * 60_000).toISOString(), '2099-01-01T10:00:00+01:00']) {
        await refused(signedReportBody({ general: 'x', signature: signatureFacts({ signedAt }) }, SIGNATURE_PNG), 400, REPORT_UPLOAD_TEXTS.signedAtInFuture);
      }
      await expectNothingStored();
    });

    it('refuses the picture without data.signature, data.signature without the picture, and two pictures', async () => {
      await refused(signedReportBody({ general: 'x' }, SIGNATURE_PNG), 400, REPORT_UPLOAD_TEXTS.signatureDataMissing);
      await refused(signedReportBody({ general: 'x', signature: signatureFacts() }, null), 400, REPORT_UPLOAD_TEXTS.signatureFileMissing);
      const twice = signedReportBody({ general: 'x', signature: signatureFacts() }, SIGNATURE_PNG, [], [
        { name: 'signature', file: SIGNATURE_PNG, filename: 'b.png', contentType: 'image/png' },
      ]);
      await refused(twice, 400, REPORT_UPLOAD_TEXTS.signatureDuplicate);
      await expectNothingStored();
    });

    it('stores no signature when the operator\'s report is refused as incomplete', async () => {
      const data = { general: 'x', hours: [{ userId: p.ids.operator, hours: 5 }], signature: signatureFacts() };
      const response = await post('operator', stageId, signedReportBody(data, SIGNATURE_PNG));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(OPERATION_TEXTS.notSaved);
      await expectNothingStored();
    });

    it('refuses a name over 100 characters and a signing time that is no time', async () => {
      for (const facts of [signatureFacts({ signerName: 'x'.repeat(101) }), signatureFacts({ signedAt: 'gestern' })]) {
        const response = await post('admin', stageId, signedReportBody({ general: 'x', signature: facts }, SIGNATURE_PNG));
        expect(response.statusCode).toBe(400);
        expect(response.json().code).toBe('validation');
      }
      await expectNothingStored();
    });
  });

  describe('a signed save', () => {
    it('stores the signature once, signs the stage off and shows it to the operator and the client', async () => {
      const stageId = await newStage();
      const report = completeReport({ operator: p.ids.operator, employee: p.ids.employee });
      const facts = signatureFacts({ signerName: '  Hans Muster ', remark: '  ' });
      const key = randomUUID();
      const mailsBefore = await mailCount();
      const body = signedReportBody({ ...report.data, signature: facts }, SIGNATURE_PNG, [report.image]);
      const response = await post('operator', stageId, body, key);
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json<SaveReportAnswer>();
      const expected = { signerName: 'Hans Muster', signedAt: facts.signedAt, remark: null };
      expect(answer.details.onSiteSignature).toEqual(expected);
      expect(answer.details.clientSignedTime).toBe(facts.signedAt);
      expect(answer.details.clientSignedUser).toBeNull();

      const [stored] = await signatureRows(stageId);
      expect(stored).toMatchObject({ signerName: 'Hans Muster', signedAt: facts.signedAt, remark: null, sizeBytes: SIGNATURE_PNG.length, createdByUserId: p.ids.operator });
      expect(storedFiles(stageId)).toContain(stored!.storagePath.split('/').at(-1));
      expect(storedFiles(stageId)).toHaveLength(2); // the photo and the signature
      const row = await stageRow(stageId);
      expect(row).toMatchObject({ clientSignedTime: facts.signedAt, clientSignedUserId: null });

      const detail = await p.as('operator', requestTo(operationsEndpoints.detail, { params: { stageId } }));
      expect(detail.json<OperationDetail>().onSiteSignature).toEqual(expected);
      const clientView = await p.as('client', requestTo(ordersEndpoints.stageDetails, { params: { stageId } }));
      expect(clientView.statusCode).toBe(200);
      expect(clientView.json<StageDetail>()).toMatchObject({ onSiteSignature: expected, signedTime: facts.signedAt, signedUser: null });
      const adminView = await p.as('admin', requestTo(adminOrdersEndpoints.detail, { params: { orderId: row.orderId } }));
      expect(adminView.json<AdminOrderDetail>().stages.map((s) => s.onSiteSignature)).toEqual([expected]);
      const image = await p.as('client', requestTo(ordersEndpoints.reportSignature, { params: { stageId } }));
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.rawPayload.equals(SIGNATURE_PNG)).toBe(true);
      const mailsAfter = await mailCount();
      expect(mailsAfter).toBe(mailsBefore + 1);

      // The phone sends the same save again (lost answer): replayed, nothing stored or queued.
      const again = await post('operator', stageId, signedReportBody({ ...report.data, signature: facts }, SIGNATURE_PNG, [report.image]), key);
      expect(again.statusCode).toBe(200);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(await signatureRows(stageId)).toEqual([stored]);
      expect(storedFiles(stageId)).toHaveLength(2);
      expect(await mailCount()).toBe(mailsAfter);
      expect(readdirSync(join(t.dataDir, 'uploads', '.tmp'))).toEqual([]);

      // The same key with another signature is a different request: refused, nothing changes.
      const other = await post('operator', stageId, signedReportBody({ ...report.data, signature: facts }, pngImage(600, 201), [report.image]), key);
      expect(other.statusCode).toBe(409);
      expect(await signatureRows(stageId)).toEqual([stored]);
      expect((await t.app.db.select().from(idempotencyRecords).where(eq(idempotencyRecords.key, key))).length).toBe(1);
    });

    it('keeps a signing time within the stage\'s day, and one a few minutes ahead of the upload (clock skew)', async () => {
      const today = await newStage(1, { date: inDays(0) });
      const morning = new Date(Math.max(zurichInstant(inDays(0), '00:00').getTime(), Date.now() - 60 * 60_000)).toISOString();
      const kept = await post('admin', today, signedReportBody({ general: 'x', signature: signatureFacts({ signedAt: morning }) }, SIGNATURE_PNG));
      expect(kept.statusCode, kept.body).toBe(200);
      expect(kept.json<SaveReportAnswer>().details.onSiteSignature?.signedAt).toBe(morning);
      expect((await stageRow(today)).clientSignedTime).toBe(morning);

      const stageId = await newStage();
      const ahead = new Date(Date.now() + 2 * 60_000).toISOString();
      const skewed = await post('admin', stageId, signedReportBody({ general: 'x', signature: signatureFacts({ signedAt: ahead }) }, SIGNATURE_PNG));
      expect(skewed.json<SaveReportAnswer>().details.onSiteSignature?.signedAt).toBe(ahead);
    });

    it('replaces the signature with a new one and removes the old file; the same one sent again changes nothing', async () => {
      const stageId = await newStage();
      const first = signatureFacts({ signerName: 'Anna Alt' });
      expect((await post('admin', stageId, signedReportBody({ general: 'x', signature: first }, SIGNATURE_PNG))).statusCode).toBe(200);
      const [old] = await signatureRows(stageId);
      const mails = await mailCount();

      // The phone's draft still holds the signature and goes out with a later change.
      const resent = await post('admin', stageId, signedReportBody({ general: 'y', signature: first }, SIGNATURE_PNG));
      expect(resent.statusCode).toBe(200);
      expect(await signatureRows(stageId)).toEqual([old]);
      expect(await mailCount()).toBe(mails);

      const second = signatureFacts({ signerName: 'Bea Neu', remark: 'Nachträglich' });
      const replaced = await post('admin', stageId, signedReportBody({ general: 'z', signature: second }, pngImage(800, 300)));
      expect(replaced.json<SaveReportAnswer>().details.onSiteSignature).toEqual({ signerName: 'Bea Neu', signedAt: second.signedAt, remark: 'Nachträglich' });
      const rows = await signatureRows(stageId);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.storagePath).not.toBe(old!.storagePath);
      expect(storedFiles(stageId)).toEqual([rows[0]!.storagePath.split('/').at(-1)]);
      expect((await stageRow(stageId)).clientSignedTime).toBe(second.signedAt);
      expect(await mailCount()).toBe(mails + 1);

      // A save without a signature keeps the stored one.
      await post('admin', stageId, signedReportBody({ general: 'ohne' }, null));
      expect(await signatureRows(stageId)).toEqual(rows);
    });

    it('counts as the client sign-off unless the client changes the hours afterwards: then "Visieren" signs the new hours', async () => {
      const stageId = await newStage(8, { hours: 4, amount: 2, completedTime: new Date().toISOString() });
      const facts = signatureFacts();
      expect((await post('admin', stageId, signedReportBody({ general: 'x', workHours: 8, signature: facts }, SIGNATURE_PNG))).statusCode).toBe(200);
      expect(await stageRow(stageId)).toMatchObject({ clientSignedTime: facts.signedAt, clientSignedUserId: null });
      // Signed already: "Visieren" is refused as after a browser sign-off.
      const signAgain = await p.as('client', requestTo(ordersEndpoints.signStage, { params: { stageId } }));
      expect(signAgain.statusCode).toBe(409);

      const change = await p.as('client', requestTo(ordersEndpoints.changeHours, { body: { stageId, hours: 6 } }));
      expect(change.statusCode, change.body).toBe(200);
      expect(await stageRow(stageId)).toMatchObject({ workHours: 6, clientSignedTime: null, clientSignedUserId: null });
      const view = (await p.as('client', requestTo(ordersEndpoints.stageDetails, { params: { stageId } }))).json<{ signedTime: string | null; onSiteSignature: { signerName: string } | null }>();
      expect(view.signedTime).toBeNull();
      expect(view.onSiteSignature).toMatchObject({ signerName: facts.signerName });

      const sign = await p.as('client', requestTo(ordersEndpoints.signStage, { params: { stageId } }));
      expect(sign.statusCode, sign.body).toBe(200);
      expect(await stageRow(stageId)).toMatchObject({ clientSignedUserId: p.ids.client });
      // Signed in the browser: no change any more.
      const late = await p.as('client', requestTo(ordersEndpoints.changeHours, { body: { stageId, hours: 5 } }));
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe('Die Stunden wurden bereits visiert und können nicht mehr geändert werden.');
      expect((await stageRow(stageId)).workHours).toBe(6);
    });

    it('keeps the client\'s own earlier "Visieren" when a signature comes later', async () => {
      const stageId = await newStage(1, { completedTime: new Date().toISOString() });
      const sign = await p.as('client', requestTo(ordersEndpoints.signStage, { params: { stageId } }));
      expect(sign.statusCode, sign.body).toBe(200);
      const visiert = await stageRow(stageId);
      await post('admin', stageId, signedReportBody({ general: 'x', signature: signatureFacts() }, SIGNATURE_PNG));
      const after = await stageRow(stageId);
      expect(after).toMatchObject({ clientSignedTime: visiert.clientSignedTime, clientSignedUserId: p.ids.client });
      const clientView = await p.as('client', requestTo(ordersEndpoints.stageDetails, { params: { stageId } }));
      expect(clientView.json<StageDetail>().onSiteSignature?.signerName).toBe('Hans Muster');
      expect(clientView.json<StageDetail>().signedUser).not.toBeNull();
    });
  });
});
