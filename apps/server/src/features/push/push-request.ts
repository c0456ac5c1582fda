// Calls a push service (decision 024), guarded: https only (http on loopback when the test
// setting allows it), the resolved address checked again (a name may point inside), no
// redirects, a connect and a total timeout, a bounded payload, and at most a few KB of the
// answer read. web-push builds the request (VAPID header, RFC 8291 encryption); this sends it.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { addressAllowed, endpointProblem } from './endpoint-guard';

/** Push services accept 4 KB of encrypted payload; ours stays well below. */
export const PUSH_PAYLOAD_MAX_BYTES = 3 * 1024;
const CONNECT_TIMEOUT_MS = 3_000;
const TOTAL_TIMEOUT_MS = 5_000;
/** The answer is only looked at for a log line. */
const ANSWER_MAX_BYTES = 4 * 1024;

export interface PushRequest {
  endpoint: string;
  method: string;
  headers: Record<string, string | number>;
  body: Buffer | null;
}

export interface PushAnswer {
  status: number;
  /** The start of the answer's body, for the log. */
  text: string;
}

/** The request was never sent: a guard refused it (never retried). */
export class PushRefused extends Error {}

export interface PushRequestOptions {
  allowHttpLoopback: boolean;
  totalTimeoutMs?: number;
  connectTimeoutMs?: number;
}

/** Resolves like dns.lookup, but fails for an address the guard refuses. */
export function guardedLookup(allowHttpLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.find((entry) => !addressAllowed(entry.address, allowHttpLoopback));
      if (refused || addresses.length === 0) return callback(new PushRefused(`push endpoint resolves to a refused address (${refused?.address ?? 'none'})`), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

export function sendPushRequest(push: PushRequest, options: PushRequestOptions): Promise<PushAnswer> {
  const problem = endpointProblem(push.endpoint, options.allowHttpLoopback);
  if (problem) return Promise.reject(new PushRefused(`push endpoint refused: ${problem}`));
  // The encrypted body: the payload plus the record header (86 bytes), tag and padding.
  if (push.body && push.body.length > PUSH_PAYLOAD_MAX_BYTES + 200) return Promise.reject(new PushRefused('push payload too large'));
  const url = new URL(push.endpoint);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<PushAnswer>((resolve, reject) => {
    let settled = false;
    const finish = (error: Error | null, answer?: PushAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(total);
      if (error) reject(error);
      else resolve(answer!);
    };
    const req = send(url, {
      method: push.method,
      headers: { ...push.headers, ...(push.body ? { 'Content-Length': push.body.length } : {}) },
      lookup: guardedLookup(options.allowHttpLoopback),
      // Connect: the socket's idle timeout until it connects, then the total timeout alone.
      timeout: options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
      agent: false,
    });
    const total = setTimeout(() => req.destroy(new Error('push service timeout')), options.totalTimeoutMs ?? TOTAL_TIMEOUT_MS);
    req.on('timeout', () => req.destroy(new Error('push service connect timeout')));
    req.on('error', (error) => finish(error));
    req.on('response', (res: IncomingMessage) => {
      // Redirects are not followed: the status is the answer (a push service never redirects).
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () => finish(null, { status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8').slice(0, 500) });
      res.on('data', (chunk: Buffer) => {
        if (size < ANSWER_MAX_BYTES) chunks.push(chunk.subarray(0, ANSWER_MAX_BYTES - size));
        size += chunk.length;
        if (size >= ANSWER_MAX_BYTES) {
          done();
          res.destroy();
        }
      });
      res.on('end', done);
      res.on('error', (error) => finish(error));
    });
    req.end(push.body ?? undefined);
  });
}
