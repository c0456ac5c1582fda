import { describe, expect, it } from 'vitest';
import { serialRuns } from './serial-runs';

/** A run that waits until released, counting how many started. */
function gatedRuns() {
  let started = 0;
  const releases: (() => void)[] = [];
  const runs = serialRuns(async () => {
    const number = ++started;
    await new Promise<void>((resolve) => releases.push(resolve));
    if (number === 1 && failFirst) throw new Error('run 1 failed');
    return number;
  });
  let failFirst = false;
  return {
    runs,
    started: () => started,
    release: async () => {
      await new Promise((resolve) => setImmediate(resolve));
      releases.shift()!();
    },
    failFirst: () => {
      failFirst = true;
    },
  };
}

describe('[limits] serial runs', () => {
  it('never overlaps: calls during a run share one follow-up run', async () => {
    const g = gatedRuns();
    const first = g.runs.run();
    const second = g.runs.run();
    const third = g.runs.run();
    expect(g.started()).toBe(1);
    await g.release();
    expect(await first).toBe(1);
    await g.release();
    expect(await second).toBe(2);
    expect(await third).toBe(2);
    expect(g.started()).toBe(2);
  });

  it('a failed run still lets its follow-up run; settled waits for both', async () => {
    const g = gatedRuns();
    g.failFirst();
    const first = g.runs.run();
    const second = g.runs.run();
    let settled = false;
    const done = g.runs.settled().then(() => {
      settled = true;
    });
    await g.release();
    await expect(first).rejects.toThrow('run 1 failed');
    expect(settled).toBe(false);
    await g.release();
    expect(await second).toBe(2);
    await done;
    expect(settled).toBe(true);
  });
});
