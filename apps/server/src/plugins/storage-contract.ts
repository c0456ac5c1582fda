// What every backend of the stored files offers (storage-folder.ts, storage-s3.ts), and the
// rules they share. A storagePath (kept in the images and stage_signatures tables) names a
// file relative to the store: 'operation/<stageId>/<uuid>.jpg' (the image kind first, as the
// image factory does). It is the file's path in the folder and its key in the bucket alike, so
// storage:copy and a restore move files between the two unchanged.
import type { Readable } from 'node:stream';
import { AppError } from './errors';

export interface StoredObject {
  path: string;
  size: number;
}

export interface Storage {
  readonly kind: 'folder' | 'bucket';
  /** A fresh temporary file name on the local disk (UPLOADS_DIR/.tmp); nothing is created. */
  tempPath(): string;
  /**
   * Makes a checked temporary file the stored file `storagePath`; the temporary file is gone
   * afterwards. Until this resolves the file is not visible under its name.
   */
  place(tempFile: string, storagePath: string): Promise<void>;
  /** Copies a local file in as `storagePath`, keeping the source (storage:copy, restore). */
  copyIn(localFile: string, storagePath: string): Promise<void>;
  /** The stored file as a stream; rejects with a 404 AppError when it is missing. */
  open(storagePath: string): Promise<Readable>;
  /** The stored file's size in bytes, or null when it is missing. */
  size(storagePath: string): Promise<number | null>;
  /** Removes a stored file; missing is fine. */
  remove(storagePath: string): Promise<void>;
  /** Every stored file (no temporary ones). */
  list(): AsyncIterable<StoredObject>;
  /** Cheap readiness check: the folder is writable / the bucket answers (HeadBucket). */
  check(): Promise<void>;
  close(): void;
}

/** Relative, no '..', no empty or hidden segment (the temporary folder is '.tmp'). */
export function checkStoragePath(storagePath: string): void {
  const segments = storagePath.split('/');
  if (storagePath.length > 512 || segments.some((segment) => segment === '' || segment.startsWith('.') || segment.includes('\\'))) {
    throw new Error(`bad storage path: ${storagePath}`);
  }
}

/** Where an image of a stage is stored: 'operation/<stageId>/<id>.<ext>'. */
export const imagePath = (stageId: number, id: string, ext: string): string => `operation/${stageId}/${id}.${ext}`;

const UNAVAILABLE = 'Der Dateispeicher ist gerade nicht erreichbar. Bitte versuchen Sie es später nochmals; nichts geht verloren.';

/**
 * The store cannot be reached (bucket down, folder not writable): 503, which the phone's outbox
 * retries (outbox-policy.ts), so a queued report stays queued. The cause goes to the log only.
 */
export function storageUnavailable(cause: unknown): AppError {
  const error = new AppError(503, 'serviceUnavailable', UNAVAILABLE);
  error.cause = cause;
  return error;
}

/** The whole stored file in memory: only for files that are rendered into a document (PDF). */
export async function readStored(storage: Storage, storagePath: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.open(storagePath)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
