// Builds multipart/form-data bodies by hand for app.inject (no form-data dependency).
import { randomBytes } from 'node:crypto';

export type MultipartPart =
  | { name: string; value: string; contentType?: string }
  | { name: string; file: Buffer; filename: string; contentType?: string };

export interface MultipartBody {
  payload: Buffer;
  headers: { 'content-type': string };
}

export function multipart(parts: MultipartPart[], boundary = `----tragkraft${randomBytes(8).toString('hex')}`): MultipartBody {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('file' in part) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n`));
      chunks.push(Buffer.from(`Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`));
      chunks.push(part.file);
    } else {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n`));
      if (part.contentType) chunks.push(Buffer.from(`Content-Type: ${part.contentType}\r\n`));
      chunks.push(Buffer.from('\r\n'), Buffer.from(part.value, 'utf8'));
    }
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The report save body: `data` as JSON plus one `image:<uuid>` part per file. */
export function reportBody(data: unknown, files: { id: string; bytes: Buffer; contentType?: string }[] = []): MultipartBody {
  return multipart([
    { name: 'data', value: JSON.stringify(data) },
    ...files.map((f) => ({ name: `image:${f.id}`, file: f.bytes, filename: `${f.id}.jpg`, contentType: f.contentType ?? 'image/jpeg' })),
  ]);
}
