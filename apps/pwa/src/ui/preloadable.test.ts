import { describe, expect, it } from 'vitest';
import { preloadable } from './preloadable';

describe('[ui] preloadable', () => {
  it('loads once and then answers synchronously', async () => {
    let calls = 0;
    const code = preloadable(async () => {
      calls++;
      return 'screen';
    });
    expect(code.loaded()).toBeNull();
    expect(code.pending()).toBeNull();
    const first = code.load();
    expect(code.pending()).toBe(first);
    expect(code.load()).toBe(first);
    await first;
    expect(code.loaded()).toBe('screen');
    expect(code.pending()).toBeNull();
    expect(calls).toBe(1);
  });

  it('loads again after a failure', async () => {
    let calls = 0;
    const code = preloadable(async () => {
      calls++;
      if (calls === 1) throw new Error('offline');
      return 'screen';
    });
    await expect(code.load()).rejects.toThrow('offline');
    expect(code.pending()).toBeNull();
    expect(code.loaded()).toBeNull();
    await expect(code.load()).resolves.toBe('screen');
    expect(calls).toBe(2);
  });
});
