// At most a few PDF renders at once per process (issue 29): a render holds its decoded images
// and the growing document in memory, and twelve parallel work reports of one client took
// 2 GB. A render beyond the cap waits its turn in a short queue; when the queue is full, or the
// turn does not come within the wait, it is refused with 503 and a German text at once, so no
// request holds its socket and memory for long. Unlike ConcurrencyGate (refuse at once) a short
// wait fits here: a render takes well under a second, and mails render in the background.
import { AppError } from '../plugins/errors';

export const RENDER_QUEUE_TEXTS = {
  busy: 'Der Server erstellt gerade viele Dokumente. Bitte versuchen Sie es in einer Minute nochmals.',
} as const;

export interface RenderQueueLimits {
  /** Renders running at once. */
  running: number;
  /** Renders waiting for a turn; one more is refused. */
  waiting: number;
  /** How long a render waits for its turn before it is refused. */
  waitMs: number;
}

interface Waiter {
  start: () => void;
  timer: NodeJS.Timeout;
}

const busy = () => new AppError(503, 'serviceUnavailable', RENDER_QUEUE_TEXTS.busy);

export class RenderQueue {
  private runningNow = 0;
  private readonly waiters: Waiter[] = [];

  constructor(private readonly limits: RenderQueueLimits) {}

  /** Runs `render` in its turn; throws the 503 when the queue is full or the turn comes too late. */
  async run<T>(render: () => Promise<T>): Promise<T> {
    await this.turn();
    try {
      return await render();
    } finally {
      this.done();
    }
  }

  private turn(): Promise<void> {
    if (this.runningNow < this.limits.running) {
      this.runningNow++;
      return Promise.resolve();
    }
    if (this.waiters.length >= this.limits.waiting) return Promise.reject(busy());
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        // The place of the render that ended passes on: runningNow stays as it is.
        start: () => {
          clearTimeout(waiter.timer);
          resolve();
        },
        timer: setTimeout(() => {
          this.waiters.splice(this.waiters.indexOf(waiter), 1);
          reject(busy());
        }, this.limits.waitMs),
      };
      this.waiters.push(waiter);
    });
  }

  private done(): void {
    const next = this.waiters.shift();
    if (next) next.start();
    else this.runningNow--;
  }
}

/** The process's PDF renders: two at once (the machine's cores), eight waiting up to 5 s. */
const pdfRenders = new RenderQueue({ running: 2, waiting: 8, waitMs: 5_000 });

/** A PDF renderer that runs in the process's render queue. */
export function queuedPdfRender<A extends unknown[]>(render: (...args: A) => Promise<Buffer>): (...args: A) => Promise<Buffer> {
  return (...args) => pdfRenders.run(() => render(...args));
}
