// The HTTP request of one outbox item. Report saves are multipart: a `data` part (JSON),
// one file part `image:<uuid>` per image the server does not hold yet, and with
// `data.signature` the customer's signature as the PNG part `signature`. The item's UUID goes
// in the Idempotency-Key header, so a repeat never duplicates anything on the server.
// The URL comes from the mutation's endpoint (sync-protocol outboxRequest). Plain fetch (not
// call()): a 401 here must pause the queue, not sign the user out.
import {
  IDEMPOTENCY_KEY_HEADER,
  OPERATION_DATA_FIELD,
  OPERATION_IMAGE_FIELD_PREFIX,
  OPERATION_SIGNATURE_FIELD,
  outboxRequest,
  type OutboxMutations,
} from '@tragkraft/sync-protocol';
import type { OutboxItem, StoredPhoto } from './field-types';

const EXTENSION: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

export async function outboxFetchArgs(
  item: OutboxItem,
  token: string,
  photo: (id: string) => Promise<StoredPhoto | undefined>,
): Promise<{ url: string; init: RequestInit; bytes: number }> {
  const { method, url } = outboxRequest(item.name, item.payload);
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, [IDEMPOTENCY_KEY_HEADER]: item.id };
  if (item.name === 'report.save') {
    const payload = item.payload as OutboxMutations['report.save'];
    const form = new FormData();
    const data = JSON.stringify(payload.data);
    form.append(OPERATION_DATA_FIELD, data);
    let bytes = data.length;
    for (const id of payload.imageIds) {
      const stored = await photo(id);
      // A missing photo makes the server refuse the save ('fehlt die Datei'): shown, not lost.
      if (!stored) continue;
      bytes += stored.bytes.byteLength;
      form.append(`${OPERATION_IMAGE_FIELD_PREFIX}${id}`, new Blob([stored.bytes], { type: stored.mimeType }), `${id}.${EXTENSION[stored.mimeType] ?? 'jpg'}`);
    }
    if (payload.signaturePng) {
      form.append(OPERATION_SIGNATURE_FIELD, new Blob([payload.signaturePng], { type: 'image/png' }), 'signature.png');
      bytes += payload.signaturePng.byteLength;
    }
    return { url, init: { method, headers, body: form }, bytes };
  }
  if (item.name === 'stage.confirm' || item.name === 'time.record') {
    // A tap carries the phone's clock at each send: the server tells a wrong clock from a
    // tap sent late because the phone was offline.
    const payload = item.name === 'time.record' ? { ...(item.payload as OutboxMutations['time.record']), sentAt: new Date().toISOString() } : item.payload;
    const body = JSON.stringify(payload);
    return { url, init: { method, headers: { ...headers, 'content-type': 'application/json' }, body }, bytes: body.length };
  }
  return { url, init: { method, headers }, bytes: 0 };
}
