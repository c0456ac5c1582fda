// `npm run storage:copy`: moves a running installation's stored files from its uploads folder
// into the bucket before it switches to S3_BUCKET (decision 034). Idempotent and resumable: an
// object already in the bucket with the file's size is skipped (an object becomes visible only
// once complete, so an interrupted copy leaves no half object), so running it again after an
// interruption, or once more right before the switch, copies only what is missing.
import { join } from 'node:path';
import type { S3Settings } from '../config';
import { createStorage } from '../plugins/storage';

export interface CopyResult {
  copied: number;
  skipped: number;
}

export async function copyFolderToBucket(uploadsDir: string, s3: S3Settings): Promise<CopyResult> {
  const folder = createStorage({ uploadsDir, s3: null });
  const bucket = createStorage({ uploadsDir, s3 });
  const result: CopyResult = { copied: 0, skipped: 0 };
  try {
    for await (const file of folder.list()) {
      if ((await bucket.size(file.path)) === file.size) {
        result.skipped += 1;
        continue;
      }
      await bucket.copyIn(join(uploadsDir, file.path), file.path);
      result.copied += 1;
    }
  } finally {
    folder.close();
    bucket.close();
  }
  return result;
}
