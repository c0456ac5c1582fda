import { describe, expect, it } from 'vitest';
import { employeeEndpoints, OPERATION_SIGNATURE_FIELD, operationsEndpoints, urlOf, workingTimeEndpoints, type OutboxMutationName, type OutboxMutations } from '@tragkraft/sync-protocol';
import type { StoredPhoto } from './field-types';
import { queued } from './mutations/test-items';
import { outboxFetchArgs } from './outbox-request';

const KEY = '0b8f6c1e-9d2a-4c3b-8e7f-1a2b3c4d5e6f';
const item = <N extends OutboxMutationName>(name: N, payload: OutboxMutations[N]) => queued(name, payload, { id: KEY });
const photo = (id: string) => Promise.resolve<StoredPhoto | undefined>(id === 'gone' ? undefined : ({ id, bytes: new Uint8Array([1, 2, 3]).buffer, mimeType: 'image/png' } as StoredPhoto));
const headersOf = (init: RequestInit) => init.headers as Record<string, string>;

// The URLs are the endpoint table's: what is tested is that each mutation picks its entry and stage.
describe('outbox request of each mutation (URL from its endpoint)', () => {
  it('sends a report save as multipart to the stage, with the key and the photos it has', async () => {
    const { url, init } = await outboxFetchArgs(item('report.save', { stageId: 17, data: { general: 'ok' }, imageIds: ['a', 'gone'] }), 'tok', photo);
    expect(url).toBe(urlOf(operationsEndpoints.saveReport, { stageId: 17 }));
    expect(init.method).toBe('POST');
    expect(headersOf(init)).toEqual({ authorization: 'Bearer tok', 'Idempotency-Key': KEY });
    const form = init.body as FormData;
    expect(form.get('data')).toBe('{"general":"ok"}');
    expect((form.get('image:a') as File).name).toBe('a.png');
    expect(form.has('image:gone')).toBe(false);
  });

  it('sends the signature as the PNG part `signature` beside data.signature, and none without it', async () => {
    const signaturePng = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 9]).buffer;
    const data = { signature: { signerName: 'Anna Muster', signedAt: '2026-05-13T09:55:00.000Z', remark: null } };
    const { init } = await outboxFetchArgs(item('report.save', { stageId: 17, data, imageIds: [], signaturePng }), 'tok', photo);
    const form = init.body as FormData;
    expect(JSON.parse(form.get('data') as string)).toEqual(data);
    const part = form.get(OPERATION_SIGNATURE_FIELD) as File;
    expect(part.type).toBe('image/png');
    expect(part.name).toBe('signature.png');
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(new Uint8Array(signaturePng));
    const without = await outboxFetchArgs(item('report.save', { stageId: 17, data: { general: 'ok' }, imageIds: [] }), 'tok', photo);
    expect((without.init.body as FormData).has(OPERATION_SIGNATURE_FIELD)).toBe(false);
  });

  it('sends confirm/decline as JSON', async () => {
    const { url, init } = await outboxFetchArgs(item('stage.confirm', { action: 'decline', stageId: 17 }), 'tok', photo);
    expect(url).toBe(employeeEndpoints.confirmOrDecline.path);
    expect(init.method).toBe('POST');
    expect(headersOf(init)['content-type']).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual({ action: 'decline', stageId: 17 });
  });

  it('sends a working-time tap as JSON with the key, the phone\'s tap time and its clock at this send', async () => {
    const tap = { clientId: KEY, kind: 'start' as const, at: '2026-11-26T06:00:00.000Z', stageId: 7 };
    const before = Date.now();
    const { url, init } = await outboxFetchArgs(item('time.record', tap), 'tok', photo);
    expect(url).toBe(workingTimeEndpoints.record.path);
    expect(init.method).toBe('POST');
    expect(headersOf(init)).toEqual({ authorization: 'Bearer tok', 'Idempotency-Key': KEY, 'content-type': 'application/json' });
    const body = JSON.parse(init.body as string) as typeof tap & { sentAt: string };
    expect(body).toMatchObject(tap);
    expect(Date.parse(body.sentAt)).toBeGreaterThanOrEqual(before - 1);
  });

  it('sends the completion without a body', async () => {
    const { url, init } = await outboxFetchArgs(item('operation.complete', { stageId: 17 }), 'tok', photo);
    expect(url).toBe(urlOf(operationsEndpoints.complete, { stageId: 17 }));
    expect(init.method).toBe('PUT');
    expect(init.body).toBeUndefined();
  });
});
