// Real sockets on loopback (issue 29 items 1 and 2): one address must not take the server from
// everybody else, sockets without a complete request are closed on time, and a client answered
// before its body was read cannot keep dripping it. 127.0.0.2 is a second source address on Linux.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { readLimits, type Limits } from '../config';
import { createTestApp, type TestApp } from '../../test/support/test-app';

const ATTACKER = '127.0.0.2';

function open(port: number, localAddress = '127.0.0.1'): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress }, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Milliseconds until the server closes the socket; null when still open after `waitMs`. */
function closedAfter(socket: Socket, waitMs: number): Promise<number | null> {
  const started = Date.now();
  return new Promise((resolve) => {
    if (socket.destroyed) return resolve(0);
    const timer = setTimeout(() => resolve(null), waitMs);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(Date.now() - started);
    });
    socket.on('error', () => undefined);
    socket.resume();
  });
}

async function listening(limits: Partial<Limits>): Promise<{ t: TestApp; port: number }> {
  const t = await createTestApp({ limits: { ...readLimits({}), ...limits } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, port: (t.app.server.address() as AddressInfo).port };
}

describe('[limits] 500 sockets from one address', () => {
  let t: TestApp;
  let port: number;
  const sockets: Socket[] = [];

  beforeAll(async () => ({ t, port } = await listening({})));
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await t.close();
  });

  it("leave another address's requests answered; beyond 50 they are closed at once", async () => {
    for (let i = 0; i < 500; i++) {
      const socket = await open(port, ATTACKER).catch(() => null);
      if (!socket) continue;
      socket.on('error', () => undefined);
      sockets.push(socket);
      // Half of them half-open: a request line, headers that never end.
      if (i % 2 === 1) socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sockets.filter((socket) => !socket.destroyed).length).toBe(50);

    for (let i = 0; i < 5; i++) {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(response.status).toBe(200);
    }
  });
});

describe('[limits] sockets without a complete request, and early answers', () => {
  let t: TestApp;
  let port: number;
  const sockets: Socket[] = [];
  const track = async (localAddress?: string) => {
    const socket = await open(port, localAddress);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => ({ t, port } = await listening({ headersTimeoutMs: 1000, keepAliveTimeoutMs: 500, bodyTimeoutMs: 800 })));
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await t.close();
  });

  it('closes an idle socket and one with unfinished headers when the headers time is up, not on a later sweep', async () => {
    const idle = await track();
    const halfOpen = await track();
    halfOpen.write('GET /api/health HTTP/1.1\r\nHost: x\r\n');
    const drip = setInterval(() => halfOpen.writable && halfOpen.write('X-A: b\r\n'), 200);
    const [idleMs, halfOpenMs] = await Promise.all([closedAfter(idle, 4000), closedAfter(halfOpen, 4000)]);
    clearInterval(drip);
    expect(idleMs).not.toBeNull();
    expect(idleMs!).toBeGreaterThanOrEqual(900);
    expect(idleMs!).toBeLessThan(1600);
    expect(halfOpenMs).not.toBeNull();
    expect(halfOpenMs!).toBeLessThan(1600);
  });

  it('closes a kept-alive socket after the keep-alive time, and again times the next headers', async () => {
    const socket = await track();
    socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    const ms = await closedAfter(socket, 4000);
    expect(ms).not.toBeNull();
    expect(ms!).toBeLessThan(1200);

    const second = await track();
    second.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\nGET /api/health HTTP/1.1\r\nHost: x\r\n');
    expect(await closedAfter(second, 4000)).not.toBeNull();
  });

  for (const [name, request] of [
    ['401', 'POST /api/order HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{'],
    ['415', 'POST /api/auth/ HTTP/1.1\r\nHost: x\r\nContent-Type: text/x-drip\r\nContent-Length: 500\r\n\r\nx'],
  ] as const) {
    it(`answers ${name} before the body with Connection: close and ends the socket within the body time while the body drips`, async () => {
      const socket = await track();
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
      socket.write(request);
      const drip = setInterval(() => socket.writable && socket.write(' '), 100);
      const ms = await closedAfter(socket, 5000);
      clearInterval(drip);
      expect(answer).toMatch(new RegExp(`^HTTP/1.1 ${name} `));
      expect(answer.toLowerCase()).toContain('connection: close');
      expect(ms).not.toBeNull();
      expect(ms!).toBeLessThan(2000);
    });
  }
});
