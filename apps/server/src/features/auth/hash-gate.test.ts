import { describe, expect, it } from 'vitest';
import { HashGate } from './hash-gate';

/** A piece of work that runs until `finish()` is called. */
function held() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { work: () => done, finish };
}

describe('[auth] hash gate', () => {
  it('refuses a share its third place at once (429) and lets others wait for a free place', async () => {
    const gate = new HashGate(2, 2, 1000);
    const a = held();
    const running = [gate.run('a', a.work), gate.run('a', a.work)];
    await expect(gate.run('a', async () => 'x')).rejects.toMatchObject({ status: 429, code: 'signInBusy' });
    const waiting = gate.run('b', async () => 'b ran');
    a.finish();
    await Promise.all(running);
    await expect(waiting).resolves.toBe('b ran');
  });

  it('gives a free place to the share that used the gate least, not to the one that keeps it full', async () => {
    const gate = new HashGate(1, 2, 2000);
    const order: string[] = [];
    // The flood has used the gate a lot lately.
    for (let i = 0; i < 5; i++) await gate.run('flood', async () => undefined);
    const first = held();
    const busy = gate.run('flood', first.work);
    const flood = gate.run('flood', async () => void order.push('flood'));
    const owner = gate.run('owner', async () => void order.push('owner'));
    first.finish();
    await Promise.all([busy, flood, owner]);
    expect(order).toEqual(['owner', 'flood']);
  });

  it('answers 503 to whoever waited too long', async () => {
    const gate = new HashGate(1, 2, 100);
    const first = held();
    const busy = gate.run('a', first.work);
    await expect(gate.run('b', async () => 'late')).rejects.toMatchObject({ status: 503 });
    first.finish();
    await busy;
    await expect(gate.run('b', async () => 'now')).resolves.toBe('now');
  });
});
