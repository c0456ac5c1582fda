// One parsing worker per server process, started on the first import and kept (a start costs
// more than a small file's parse). Jobs wait in the worker's message queue. A worker that dies
// or takes longer than PARSE_TIMEOUT_MS is ended; its jobs fail and the next import starts a new one.
import { Worker } from 'node:worker_threads';
import type { ReadFile } from './camt-files';
import type { ParseJob } from './camt-worker';
import type { PackedFile } from './camt-unzip';

const PARSE_TIMEOUT_MS = 120_000;

type Answer = { id: number; files: ReadFile[]; failure?: undefined } | { id: number; failure: string };

interface Pending {
  resolve: (files: ReadFile[]) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * The built server runs dist/camt-worker.js beside dist/main.js (build.mjs); from the sources
 * (tests, tsx) the worker is the .ts file, loaded through tsx.
 */
function startWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./camt-worker.js', import.meta.url));
  const source = new URL('./camt-worker.ts', import.meta.url).href;
  // Node 20 does not pass --import to workers: the worker registers tsx itself first.
  return new Worker(`import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); });`, { eval: true });
}

class CamtWorkerPool {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  private failAll(error: Error): void {
    for (const job of this.pending.values()) {
      clearTimeout(job.timer);
      job.reject(error);
    }
    this.pending.clear();
  }

  private running(): Worker {
    if (this.worker) return this.worker;
    const worker = startWorker();
    worker.on('message', (answer: Answer) => {
      const job = this.pending.get(answer.id);
      if (!job) return;
      this.pending.delete(answer.id);
      clearTimeout(job.timer);
      if (answer.failure === undefined) job.resolve(answer.files);
      else job.reject(new Error(answer.failure));
      if (this.pending.size === 0) worker.unref();
    });
    const gone = (error: Error) => {
      if (this.worker === worker) this.worker = null;
      this.failAll(error);
    };
    worker.on('error', gone);
    worker.on('exit', (code) => gone(new Error(`camt worker exited with ${code}`)));
    this.worker = worker;
    return worker;
  }

  read(files: PackedFile[]): Promise<ReadFile[]> {
    const worker = this.running();
    const id = this.nextId++;
    return new Promise<ReadFile[]>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.worker = null;
        void worker.terminate();
        this.failAll(new CamtTimeout());
      }, PARSE_TIMEOUT_MS);
      this.pending.set(id, { resolve, reject, timer });
      // While a job runs the worker keeps the process alive; idle, it does not.
      worker.ref();
      worker.postMessage({ id, files } satisfies ParseJob);
    });
  }
}

export class CamtTimeout extends Error {}

export const camtWorkers = new CamtWorkerPool();
