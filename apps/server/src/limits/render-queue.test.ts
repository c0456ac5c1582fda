import { describe, expect, it } from 'vitest';
import { AppError } from '../plugins/errors';
import { RENDER_QUEUE_TEXTS, RenderQueue } from './render-queue';

/** A render that ends when `finish()` is called. */
function pending() {
  let finish!: () => void;
  const ended = new Promise<string>((resolve) => (finish = () => resolve('fertig')));
  return { render: () => ended, finish: () => finish() };
}

const refusal = (error: unknown) => (error instanceof AppError ? { status: error.status, code: error.code, message: error.message } : error);
const BUSY = { status: 503, code: 'serviceUnavailable', message: RENDER_QUEUE_TEXTS.busy };

describe('[limits] PDF render queue (issue 29)', () => {
  it('runs two at once, lets two wait their turn in order, refuses the next one at once', async () => {
    const queue = new RenderQueue({ running: 2, waiting: 2, waitMs: 10_000 });
    const renders = Array.from({ length: 4 }, () => pending());
    const started: number[] = [];
    const results = renders.map((r, i) => queue.run(() => (started.push(i), r.render())));
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1]);
    await expect(queue.run(async () => 'zu viel').catch(refusal)).resolves.toEqual(BUSY);
    renders[1]!.finish();
    await results[1];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    renders[0]!.finish();
    renders[2]!.finish();
    renders[3]!.finish();
    await expect(Promise.all(results)).resolves.toEqual(['fertig', 'fertig', 'fertig', 'fertig']);
    expect(started).toEqual([0, 1, 2, 3]);
    // All places are given back: two run at once again.
    await expect(queue.run(async () => 'wieder frei')).resolves.toBe('wieder frei');
  });

  it('refuses a waiting render whose turn does not come within the wait, and it never runs', async () => {
    const queue = new RenderQueue({ running: 1, waiting: 5, waitMs: 50 });
    const first = pending();
    const running = queue.run(first.render);
    let ran = false;
    const waited = Date.now();
    await expect(queue.run(async () => ((ran = true), 'spät')).catch(refusal)).resolves.toEqual(BUSY);
    expect(Date.now() - waited).toBeGreaterThanOrEqual(45);
    first.finish();
    await running;
    expect(ran).toBe(false);
    await expect(queue.run(async () => 'frei')).resolves.toBe('frei');
  });

  it('gives the place back when a render fails', async () => {
    const queue = new RenderQueue({ running: 1, waiting: 0, waitMs: 50 });
    await expect(queue.run(async () => Promise.reject(new Error('kaputt')))).rejects.toThrow('kaputt');
    await expect(queue.run(async () => 'frei')).resolves.toBe('frei');
  });
});
