// Issue 14 items 7 and 13: images are checked by their pixel size, each limit answers with its
// own German text, concurrent uploads are bounded (429 per user, 503 overall, no queueing),
// and no temporary file is left behind on any failure.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { readLimits } from '../../config';
import { images } from '../../db/schema';
import { GIF_1X1, JPEG_1X1, PNG_1X1 } from '../../../test/support/images';
import { multipart, reportBody, type MultipartBody } from '../../../test/support/multipart';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { inDays, people, stageOfDemoClient } from '../../../test/features/operations/test-operations';
import { requestTo } from '../../../test/support/call-endpoint';
import { operationsEndpoints } from '@tragkraft/sync-protocol';

/** A PNG whose header claims width x height (image-size reads the IHDR chunk only). */
function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.from(PNG_1X1);
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  return header;
}

describe('[operations] report upload bounds', () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof people>>;
  let stageId: number;
  let port: number;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await createTestApp({ limits: { ...readLimits({}), uploadsPerUser: 1, uploadsTotal: 2 } });
    p = await people(t.app);
    stageId = (await stageOfDemoClient(t.app, { stage: { date: inDays(1), time: '08:00' }, team: [{ userId: p.ids.operator, confirmation: true }, { userId: p.ids.reto, confirmation: true }] })).stage.id;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  }, 30_000);
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await t.close();
  });

  const post = (body: MultipartBody) => p.as('admin', requestTo(operationsEndpoints.saveReport, { params: { stageId }, body: body.payload, headers: body.headers }));
  const tempFiles = () => readdirSync(join(t.dataDir, 'uploads', '.tmp'));
  const noImages = async () => expect(await t.app.db.select().from(images).where(eq(images.stageId, stageId))).toEqual([]);

  it('refuses an image of 20000 x 20000 pixels, and one with a side above 10000', async () => {
    for (const [w, h] of [[20_000, 20_000], [10_001, 10], [8_000, 6_000]]) {
      const id = randomUUID();
      const response = await post(reportBody({ images: [{ id }] }, [{ id, bytes: pngClaiming(w!, h!), contentType: 'image/png' }]));
      expect(response.statusCode, `${w}x${h}`).toBe(400);
      expect(response.json()).toEqual({ code: 'badRequest', message: "Ein Bild ist zu gross: höchstens 40 Megapixel und 10'000 Pixel pro Seite." });
    }
    await noImages();
    expect(tempFiles()).toEqual([]);
  });

  it('names each limit correctly: image size, number of images, fields, data size', async () => {
    const id = randomUUID();
    const big = await post(reportBody({ images: [{ id }] }, [{ id, bytes: Buffer.concat([JPEG_1X1, Buffer.alloc(8 * 1024 * 1024)]) }]));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ code: 'payloadTooLarge', message: 'Ein Bild ist zu gross (höchstens 8 MB pro Bild).' });
    const files = Array.from({ length: 21 }, () => ({ id: randomUUID(), bytes: PNG_1X1 }));
    const many = await post(reportBody({ images: files.map((f) => ({ id: f.id })) }, files));
    expect(many.statusCode).toBe(413);
    expect(many.json()).toEqual({ code: 'payloadTooLarge', message: 'Zu viele Bilder: höchstens 20 Bilder pro Speicherung.' });
    const fields = await post(multipart([{ name: 'data', value: '{}' }, ...Array.from({ length: 30 }, (_, i) => ({ name: `extra${i}`, value: 'x' }))]));
    expect(fields.statusCode).toBe(413);
    expect(fields.json()).toEqual({ code: 'payloadTooLarge', message: 'Die Anfrage enthält zu viele Formularfelder.' });
    const data = await post(multipart([{ name: 'data', value: JSON.stringify({ general: 'x'.repeat(1024 * 1024 + 10) }) }]));
    expect(data.statusCode).toBe(413);
    expect(data.json()).toEqual({ code: 'payloadTooLarge', message: 'Das Feld data ist zu gross (höchstens 1 MB).' });
    await noImages();
    expect(tempFiles()).toEqual([]);
  });

  it('removes the temporary file of a good image when a later part is refused', async () => {
    const good = randomUUID();
    const bad = randomUUID();
    const response = await post(reportBody({ images: [{ id: good }, { id: bad }] }, [{ id: good, bytes: Buffer.concat([JPEG_1X1, Buffer.alloc(200_000, 7)]) }, { id: bad, bytes: GIF_1X1 }]));
    expect(response.statusCode).toBe(400);
    await noImages();
    expect(tempFiles()).toEqual([]);
  });

  /** Starts an upload on a raw socket that sends half its body and then waits. */
  async function hangingUpload(token: string): Promise<Socket> {
    const id = randomUUID();
    const body = reportBody({ images: [{ id }] }, [{ id, bytes: Buffer.concat([JPEG_1X1, Buffer.alloc(300_000, 3)]) }]);
    const socket = await new Promise<Socket>((resolve, reject) => {
      const s = connect(port, '127.0.0.1', () => resolve(s));
      s.once('error', reject);
    });
    sockets.push(socket);
    socket.on('error', () => undefined);
    socket.write(
      `POST /api/operation/${stageId} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\nContent-Type: ${body.headers['content-type']}\r\nContent-Length: ${body.payload.length}\r\n\r\n`,
    );
    socket.write(body.payload.subarray(0, 200_000));
    await new Promise((resolve) => setTimeout(resolve, 300));
    return socket;
  }

  const fetchUpload = (token: string) => {
    const id = randomUUID();
    const form = new FormData();
    form.append('data', JSON.stringify({ images: [{ id }] }));
    form.append(`image:${id}`, new Blob([JPEG_1X1]), `${id}.jpg`);
    return fetch(`http://127.0.0.1:${port}/api/operation/${stageId}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  };

  it('bounds concurrent uploads: 429 for the same user, 503 when the server is full, no queueing', async () => {
    const first = await hangingUpload(p.tokens.admin);
    const same = await fetchUpload(p.tokens.admin);
    expect(same.status).toBe(429);
    expect(await same.json()).toEqual({ code: 'tooManyRequests', message: 'Es läuft bereits ein Upload. Bitte warten Sie, bis er fertig ist.' });
    const second = await hangingUpload(p.tokens.operator);
    const full = await fetchUpload(p.tokens.reto);
    expect(full.status).toBe(503);
    expect(await full.json()).toEqual({ code: 'serviceUnavailable', message: 'Der Server verarbeitet gerade viele Uploads. Bitte versuchen Sie es in einer Minute nochmals.' });
    // An upload that ends (here: the phone goes away) frees its slot and leaves no temporary file.
    first.destroy();
    second.destroy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(tempFiles()).toEqual([]);
    const again = await fetchUpload(p.tokens.admin);
    expect(again.status, await again.clone().text()).toBe(200);
  });
});
