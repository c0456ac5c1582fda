// The stored files (site photos, on-site signatures): one interface (storage-contract.ts), two
// backends chosen by the configuration: a folder (UPLOADS_DIR, the default) or a bucket of
// S3-compatible object storage (S3_BUCKET, decision 034). Images are checked by their content
// (magic bytes), never by the name or the content type the client claims.
import fp from 'fastify-plugin';
import type { S3Settings } from '../config';
import type { Storage } from './storage-contract';
import { createFolderStorage } from './storage-folder';
import { createS3Storage } from './storage-s3';

export interface ImageType {
  mimeType: 'image/jpeg' | 'image/png' | 'image/webp';
  ext: 'jpg' | 'png' | 'webp';
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** JPEG (FF D8 FF), PNG (its 8-byte signature) or WebP ('RIFF'....'WEBP'); null otherwise. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return { mimeType: 'image/jpeg', ext: 'jpg' };
  if (b.length >= 8 && b.subarray(0, 8).equals(PNG_SIGNATURE)) return { mimeType: 'image/png', ext: 'png' };
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') {
    return { mimeType: 'image/webp', ext: 'webp' };
  }
  return null;
}

export interface StorageSettings {
  uploadsDir: string;
  s3: S3Settings | null;
}

/** The bucket when S3_BUCKET is set, else the folder. */
export function createStorage({ uploadsDir, s3 }: StorageSettings): Storage {
  return s3 ? createS3Storage(s3, uploadsDir) : createFolderStorage(uploadsDir);
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

export default fp<StorageSettings>(
  async (app, settings) => {
    const storage = createStorage(settings);
    app.decorate('storage', storage);
    app.addHook('onClose', async () => storage.close());
  },
  { name: 'storage' },
);
