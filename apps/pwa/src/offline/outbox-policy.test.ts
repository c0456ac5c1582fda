import { describe, expect, it } from 'vitest';
import { BACKOFF_MAX_MS, backoffDelay, classifyAnswer, refusalText } from './outbox-policy';

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
