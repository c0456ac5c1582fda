// The parsing worker thread: reads camt files off the server's event loop (a 5 MB file with
// 10'000 payments takes seconds of CPU), so other requests keep being answered meanwhile.
// Started by camt-worker-pool.ts; one job at a time, in the order they arrive.
import { parentPort } from 'node:worker_threads';
import { readCamtFiles } from './camt-files';
import type { PackedFile } from './camt-unzip';

export interface ParseJob {
  id: number;
  files: PackedFile[];
}

parentPort?.on('message', (job: ParseJob) => {
  try {
    parentPort!.postMessage({ id: job.id, files: readCamtFiles(job.files) });
  } catch (error) {
    parentPort!.postMessage({ id: job.id, failure: error instanceof Error ? error.message : String(error) });
  }
});
