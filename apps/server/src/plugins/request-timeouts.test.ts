// A real listening server and raw sockets: a client that drips its body, or that opens more
// connections than allowed, must not hold the server's sockets (issue 14 item 4).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { readLimits } from '../config';
import { createTestApp, type TestApp } from '../../test/support/test-app';

const BODY_TIMEOUT_MS = 800;

function open(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Milliseconds until the server closes the socket; null when still open after `waitMs`. */
function closedAfter(socket: Socket, waitMs: number): Promise<number | null> {
  const started = Date.now();
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), waitMs);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(Date.now() - started);
    });
    socket.on('error', () => undefined);
    socket.resume();
  });
}

describe('[limits] slow requests and too many connections', () => {
  let t: TestApp;
  let port: number;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await createTestApp({ limits: { ...readLimits({}), bodyTimeoutMs: BODY_TIMEOUT_MS, maxConnections: 4 } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await t.close();
  });

  it('cuts off a sign-in whose body is dripped byte by byte', async () => {
    const socket = await open(port);
    sockets.push(socket);
    socket.write('POST /api/auth/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{');
    const drip = setInterval(() => socket.writable && socket.write(' '), 100);
    const ms = await closedAfter(socket, BODY_TIMEOUT_MS * 8);
    clearInterval(drip);
    expect(ms).not.toBeNull();
    expect(ms!).toBeLessThan(BODY_TIMEOUT_MS * 5);
  });

  it('cuts off a half-open body that never comes', async () => {
    const socket = await open(port);
    sockets.push(socket);
    socket.write('POST /api/auth/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 50\r\n\r\n{"email"');
    const ms = await closedAfter(socket, BODY_TIMEOUT_MS * 8);
    expect(ms).not.toBeNull();
    expect(ms!).toBeLessThan(BODY_TIMEOUT_MS * 5);
  });

  it('still answers a normal request, and closes connections beyond the cap at once', async () => {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(ok.status).toBe(200);
    const idle = await Promise.all(Array.from({ length: 4 }, () => open(port)));
    sockets.push(...idle);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const extra = await open(port);
    sockets.push(extra);
    expect(await closedAfter(extra, 1000)).not.toBeNull();
  });
});
