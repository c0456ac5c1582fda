// A local TCP proxy in front of the e2e server that can turn into a black hole: it accepts
// connections and reads what comes, but never answers (a dead cell, a captive portal, a NAT
// that dropped the flow). The browser's requests then hang until the app gives up on them.
import type { Page } from '@playwright/test';
import { createConnection, createServer, type Server, type Socket } from 'node:net';

export class BlackHoleProxy {
  private server: Server | null = null;
  private mode: 'pass' | 'hole' = 'pass';
  private readonly sockets = new Set<Socket>();
  /** Request lines ('POST /api/operation/7 HTTP/1.1') the black hole swallowed, in order. */
  readonly swallowed: string[] = [];

  constructor(private readonly targetPort: number) {}

  /** Listens on a free port of 127.0.0.1 and answers it. */
  async start(): Promise<number> {
    this.server = createServer((client) => this.accept(client));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as { port: number }).port;
  }

  private track(socket: Socket) {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => undefined);
  }

  /** Swallows whatever comes on the socket, noting each request line. */
  private swallow(client: Socket) {
    client.on('data', (chunk) => {
      const line = chunk.toString('latin1').split('\r\n')[0] ?? '';
      if (/^[A-Z]+ \S+ HTTP\/1\.1$/.test(line)) this.swallowed.push(line);
    });
    // A socket taken off its pipe is paused: read on, or the sender would stop at once.
    client.resume();
  }

  private accept(client: Socket) {
    this.track(client);
    if (this.mode === 'hole') return this.swallow(client);
    const upstream = createConnection(this.targetPort, '127.0.0.1');
    this.track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    const closeClient = () => client.destroy();
    client.on('close', () => upstream.destroy());
    upstream.on('close', closeClient);
    this.cut.push(() => {
      client.unpipe(upstream);
      upstream.unpipe(client);
      upstream.off('close', closeClient);
      upstream.destroy();
      this.swallow(client);
    });
  }

  private cut: (() => void)[] = [];

  /**
   * From now on nothing is answered, also on connections already open (kept alive by the
   * browser): they stay open and silent, as when a network drops packets.
   */
  blackHole() {
    this.mode = 'hole';
    this.cut.splice(0).forEach((cut) => cut());
  }

  /** Answers again (new connections pass); the swallowed ones stay silent, as on a real network. */
  answer() {
    this.mode = 'pass';
  }

  /** Swallowed requests whose line contains `part`. */
  count(part: string): number {
    return this.swallowed.filter((line) => line.includes(part)).length;
  }

  async stop() {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}

/** Sets the outbox's timeouts on the phone (meta 'outboxTiming', read by every replay). */
export async function setOutboxTiming(page: Page, timing: { baseMs: number; bytesPerSecond: number; onlineBackoffMaxMs: number }) {
  await page.evaluate(async (value) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('tragkraft-field');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction('meta', 'readwrite');
      tx.objectStore('meta').put({ key: 'outboxTiming', value });
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, timing);
}
