import { describe, expect, it } from 'vitest';
import { boardEndpoints, urlOf } from '@tragkraft/sync-protocol';
import { requestOf } from './request-of';

const headersOf = (init: RequestInit) => init.headers as Record<string, string>;
const move = { stageId: 7, date: '2026-12-01', version: 3 };

describe('the API client request', () => {
  it('sends JSON with the bearer token and the caller’s headers (the board’s Idempotency-Key)', () => {
    const { url, init } = requestOf(boardEndpoints.move, {}, move, 'tok', { 'Idempotency-Key': 'key-1' });
    expect(url).toBe(urlOf(boardEndpoints.move, {}));
    expect(init.method).toBe('POST');
    expect(headersOf(init)).toEqual({ 'Idempotency-Key': 'key-1', authorization: 'Bearer tok', 'content-type': 'application/json' });
    expect(JSON.parse(init.body as string)).toEqual(move);
  });

  it('sends no extra header and no token when there are none', () => {
    const { init } = requestOf(boardEndpoints.week, { week: '2026-W49' }, undefined, null);
    expect(init.method).toBe('GET');
    expect(headersOf(init)).toEqual({});
    expect(init.body).toBeUndefined();
  });

  it('cannot let an extra header replace the session’s token', () => {
    const { init } = requestOf(boardEndpoints.move, {}, move, 'tok', { authorization: 'Bearer other' });
    expect(headersOf(init).authorization).toBe('Bearer tok');
  });
});
