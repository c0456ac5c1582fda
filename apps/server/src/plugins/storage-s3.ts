// The stored files in a bucket of S3-compatible object storage (S3_BUCKET, decision 034), so
// several instances on several machines share them without a shared folder. An upload is read
// and checked in a local temporary file first (storage-temp.ts); only a checked file is sent,
// streamed (multipart for large files), straight to its final key: S3 makes an object visible
// only once it is complete, so no half-written file ever carries a final name. Downloads stream
// from the bucket through the server, after its access checks (the bucket is never public).
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, paginateListObjectsV2, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Settings } from '../config';
import { notFound } from './errors';
import { checkStoragePath, storageUnavailable, type Storage, type StoredObject } from './storage-contract';
import { openTempFiles } from './storage-temp';

/** A bucket that does not answer within this is taken as unreachable (503, the phone retries). */
const CONNECT_TIMEOUT_MS = 3_000;
/** No byte for this long on a request (not the whole transfer: large uploads may take long). */
const IDLE_TIMEOUT_MS = 30_000;
/** Multipart parts: S3's smallest; one part in flight keeps an upload's memory at about this. */
const PART_BYTES = 5 * 1024 * 1024;

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/** Missing: 404; anything else (refused connection, timeout, 5xx, denied): 503. */
const failure = (error: unknown) => (isMissing(error) ? notFound() : storageUnavailable(error));

export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    forcePathStyle: settings.forcePathStyle,
    // One retry: a longer wait would hold the phone's request; the outbox retries later anyway.
    maxAttempts: 2,
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: IDLE_TIMEOUT_MS },
  });
}

export function createS3Storage(settings: S3Settings, uploadsDir: string): Storage {
  const client = s3Client(settings);
  const Bucket = settings.bucket;
  const temp = openTempFiles(uploadsDir);

  async function send(localFile: string, storagePath: string): Promise<void> {
    checkStoragePath(storagePath);
    try {
      const upload = new Upload({
        client,
        params: { Bucket, Key: storagePath, Body: createReadStream(localFile) },
        partSize: PART_BYTES,
        queueSize: 1,
        leavePartsOnError: false,
      });
      await upload.done();
    } catch (error) {
      throw storageUnavailable(error);
    }
  }

  async function* listAll(): AsyncGenerator<StoredObject> {
    try {
      for await (const page of paginateListObjectsV2({ client }, { Bucket })) {
        for (const object of page.Contents ?? []) {
          if (object.Key) yield { path: object.Key, size: object.Size ?? 0 };
        }
      }
    } catch (error) {
      throw storageUnavailable(error);
    }
  }

  return {
    kind: 'bucket',
    tempPath: temp.path,
    async place(tempFile, storagePath) {
      await send(tempFile, storagePath);
      await rm(tempFile, { force: true });
    },
    copyIn: send,
    async open(storagePath): Promise<Readable> {
      checkStoragePath(storagePath);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: storagePath }));
        return answer.Body as Readable;
      } catch (error) {
        throw failure(error);
      }
    },
    async size(storagePath) {
      checkStoragePath(storagePath);
      try {
        return (await client.send(new HeadObjectCommand({ Bucket, Key: storagePath }))).ContentLength ?? 0;
      } catch (error) {
        if (isMissing(error)) return null;
        throw storageUnavailable(error);
      }
    },
    async remove(storagePath) {
      checkStoragePath(storagePath);
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: storagePath }));
      } catch (error) {
        throw storageUnavailable(error);
      }
    },
    list: listAll,
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        throw storageUnavailable(error);
      }
    },
    close() {
      client.destroy();
    },
  };
}
