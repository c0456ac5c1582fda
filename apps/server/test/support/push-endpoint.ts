// A stand-in push service for tests (decision 024): an HTTP server on 127.0.0.1 that records
// each request, and a browser's side of a subscription (P-256 key pair and auth secret) that
// decrypts what it received (RFC 8291 message encryption with RFC 8188 aes128gcm), written
// here with node:crypto so the test does not trust the library it checks.
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface ReceivedPush {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface BrowserKeys {
  /** As PushSubscription.toJSON().keys: base64url. */
  p256dh: string;
  auth: string;
  decrypt(body: Buffer): string;
}

/** What a browser creates when it subscribes: its key pair and the auth secret. */
export function browserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  const uaPublic = ecdh.getPublicKey();
  return {
    p256dh: uaPublic.toString('base64url'),
    auth: authSecret.toString('base64url'),
    decrypt(body) {
      // RFC 8188 header: salt (16) | record size (4) | key id length (1) | key id (the sender's public key).
      const salt = body.subarray(0, 16);
      const recordSize = body.readUInt32BE(16);
      const idLength = body.readUInt8(20);
      const asPublic = body.subarray(21, 21 + idLength);
      const ciphertext = body.subarray(21 + idLength);
      if (ciphertext.length > recordSize) throw new Error('more than one record');
      // RFC 8291 section 3.4: the input keying material from the ECDH secret and the auth secret.
      const ecdhSecret = ecdh.computeSecret(asPublic);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
      const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, authSecret, keyInfo, 32));
      const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
      const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
      // The last record ends with the delimiter 0x02, then zero padding.
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end--;
      if (padded[end] !== 2) throw new Error('no last-record delimiter');
      return padded.subarray(0, end).toString('utf8');
    },
  };
}

export interface PushEndpoint {
  /** http://127.0.0.1:<port> */
  origin: string;
  received: ReceivedPush[];
  /** The status the next requests get (default 201), or a handler of its own. */
  respond: (request: ReceivedPush, res: ServerResponse) => void;
  close(): Promise<void>;
}

export async function startPushEndpoint(): Promise<PushEndpoint> {
  const endpoint: PushEndpoint = {
    origin: '',
    received: [],
    respond: (_request, res) => {
      res.statusCode = 201;
      res.end();
    },
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) };
      endpoint.received.push(request);
      endpoint.respond(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return endpoint;
}

/** The VAPID JWT's claims from an Authorization header 'vapid t=<jwt>, k=<key>'. */
export function vapidClaims(authorization: string | undefined): { aud: string; sub: string; exp: number; key: string } | null {
  const match = /^vapid t=([^,\s]+),\s*k=(\S+)$/.exec(authorization ?? '');
  if (!match) return null;
  const [, payload] = match[1]!.split('.');
  return { ...(JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as { aud: string; sub: string; exp: number }), key: match[2]! };
}
