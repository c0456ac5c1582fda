import { describe, expect, it } from 'vitest';
import type { OutboxMutationName } from '@tragkraft/sync-protocol';
import { BACKOFF_MAX_MS, backoffDelay, classifyAnswer, DEFAULT_TIMING, laneOf, nextInLane, refusalText, requestTimeoutMs } from './outbox-policy';

describe('outbox answer handling', () => {
  it('finishes on 2xx', () => {
    expect(classifyAnswer(200)).toBe('done');
    expect(classifyAnswer(204)).toBe('done');
  });
  it('retries network failures, 408, 429 and 5xx', () => {
    for (const status of [0, 408, 429, 500, 502, 503, 504]) expect(classifyAnswer(status)).toBe('retry');
  });
  it('pauses on 401 instead of dropping or rejecting', () => {
    expect(classifyAnswer(401)).toBe('unauthorized');
  });
  it('rejects other 4xx for the user to fix', () => {
    for (const status of [400, 403, 404, 409, 413, 422]) expect(classifyAnswer(status)).toBe('rejected');
  });
});

describe('backoff with jitter', () => {
  it('stays within the upper half of a doubling ceiling', () => {
    for (let attempts = 1; attempts <= 12; attempts++) {
      const ceiling = Math.min(BACKOFF_MAX_MS, 1000 * 2 ** (attempts - 1));
      expect(backoffDelay(attempts, () => 0)).toBe(ceiling / 2);
      expect(backoffDelay(attempts, () => 0.999999)).toBeLessThanOrEqual(ceiling);
      expect(backoffDelay(attempts, () => 0.999999)).toBeGreaterThan(ceiling * 0.99);
    }
  });
  it('grows with the attempts and is capped at 5 minutes', () => {
    const mid = (n: number) => backoffDelay(n, () => 0.5);
    expect(mid(1)).toBeLessThan(mid(2));
    expect(mid(2)).toBeLessThan(mid(3));
    expect(backoffDelay(50, () => 1)).toBe(BACKOFF_MAX_MS);
  });
  it('spreads phones out (different random, different delay)', () => {
    expect(backoffDelay(3, () => 0.1)).not.toBe(backoffDelay(3, () => 0.9));
  });
});

describe('refusal text', () => {
  it('joins the message and the reasons', () => {
    expect(refusalText({ code: 'validation', message: 'Der Einsatz wurde nicht gespeichert', errors: ['Es fehlt mindestens ein Bild.'] }, 400)).toBe(
      'Der Einsatz wurde nicht gespeichert Es fehlt mindestens ein Bild.',
    );
    expect(refusalText({ message: 'Ungültig', errors: [{ code: 'x', text: 'Feld fehlt.' }] }, 400)).toBe('Ungültig Feld fehlt.');
    expect(refusalText(null, 404)).toBe('HTTP 404');
  });
});

describe('backoff on line (issue 27)', () => {
  it('is capped at 30 s while the phone has a network, not 5 minutes', () => {
    for (let attempts = 1; attempts <= 30; attempts++) expect(backoffDelay(attempts, () => 1, DEFAULT_TIMING.onlineBackoffMaxMs)).toBeLessThanOrEqual(30_000);
    // 150 s offline used to mean 61 s of waiting after the network came back.
    expect(backoffDelay(8, () => 0.5, DEFAULT_TIMING.onlineBackoffMaxMs)).toBeLessThanOrEqual(30_000);
    expect(backoffDelay(8, () => 0.5)).toBeGreaterThan(60_000);
  });
});

describe('request timeout fits the size (issue 27)', () => {
  it('gives a small request the base time and an upload time for its bytes at a slow rate', () => {
    expect(requestTimeoutMs(0, DEFAULT_TIMING)).toBe(30_000);
    expect(requestTimeoutMs(200, DEFAULT_TIMING)).toBeLessThan(31_000);
    // 30 MB of photos at 25 kB/s: 20 minutes plus the base, never "forever".
    expect(requestTimeoutMs(30_000_000, DEFAULT_TIMING)).toBe(30_000 + 1_200_000);
  });
  it('follows the configured timing (tests use short values)', () => {
    expect(requestTimeoutMs(10_000, { baseMs: 1_000, bytesPerSecond: 10_000, onlineBackoffMaxMs: 1 })).toBe(2_000);
  });
});

describe('two lanes (issue 27)', () => {
  type Item = { id: string; seq: number; stageId: number; name: OutboxMutationName; status: 'pending'; nextAttemptAt: number };
  const item = (seq: number, stageId: number, name: OutboxMutationName, nextAttemptAt = 0): Item => ({ id: `i${seq}`, seq, stageId, name, status: 'pending', nextAttemptAt });
  const none = new Set<string>();

  it('puts report saves (photos) in the upload lane and the rest in the small lane', () => {
    expect(laneOf({ name: 'report.save' })).toBe('upload');
    expect(laneOf({ name: 'stage.confirm' })).toBe('small');
    expect(laneOf({ name: 'operation.complete' })).toBe('small');
  });
  it('lets a confirmation of another stage go beside a large report, not behind it', () => {
    const queue = [item(1, 10, 'report.save'), item(2, 20, 'stage.confirm')];
    expect(nextInLane(queue, 'upload', 0, false, none)?.id).toBe('i1');
    expect(nextInLane(queue, 'small', 0, false, none)?.id).toBe('i2');
  });
  it('keeps the order of one stage across lanes (a completion after its report)', () => {
    const queue = [item(1, 10, 'report.save'), item(2, 10, 'operation.complete'), item(3, 30, 'stage.confirm')];
    expect(nextInLane(queue, 'small', 0, false, none)?.id).toBe('i3');
    expect(nextInLane([item(2, 10, 'operation.complete')], 'small', 0, false, none)?.id).toBe('i2');
  });
  it('waits for the backoff unless forced, and never sends an item twice in one run', () => {
    const queue = [item(1, 10, 'stage.confirm', 5_000), item(2, 20, 'stage.confirm')];
    expect(nextInLane(queue, 'small', 1_000, false, none)).toBeUndefined();
    expect(nextInLane(queue, 'small', 1_000, true, none)?.id).toBe('i1');
    expect(nextInLane(queue, 'small', 1_000, true, new Set(['i1']))).toBeUndefined();
    expect(nextInLane(queue, 'small', 6_000, false, none)?.id).toBe('i1');
  });
});
