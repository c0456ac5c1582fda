// Connections one client can hold (issue 29 item 1, decision 012). MAX_CONNECTIONS is one cap
// for the whole process, so one address opening that many idle sockets made the server
// unreachable for everybody. Here:
// - each socket peer (IPv6: its /64) may hold maxConnectionsPerAddress sockets; one more is
//   closed at once. The peer of the socket, never X-Forwarded-For: behind TRUST_PROXY every
//   connection comes from the proxy, which then needs a limit of its own size (README).
// - a socket must deliver a complete request line and headers within headersTimeoutMs of being
//   opened, or of its last answer when kept alive. Node checks its own headersTimeout only on a
//   sweep every 30 s (connectionsCheckingInterval), so idle sockets lived ~20 s on average and
//   were simply reopened; one timer per socket closes them on time.
// - a kept-alive socket without a request in flight lives keepAliveTimeoutMs (Fastify's
//   default was 72 s).
import fp from 'fastify-plugin';
import type { Socket } from 'node:net';
import type { Limits } from '../config';
import { addressGroup } from '../limits/address-group';

interface SocketState {
  timer: NodeJS.Timeout | undefined;
  inFlight: number;
}

export default fp<{ limits: Limits }>(
  async (app, { limits }) => {
    const server = app.server;
    server.keepAliveTimeout = Math.min(limits.keepAliveTimeoutMs, limits.headersTimeoutMs);
    const openPerPeer = new Map<string, number>();
    const states = new WeakMap<Socket, SocketState>();

    const waitForHeaders = (socket: Socket, state: SocketState) => {
      clearTimeout(state.timer);
      state.timer = setTimeout(() => socket.destroy(), limits.headersTimeoutMs);
      state.timer.unref();
    };

    server.on('connection', (socket: Socket) => {
      const peer = addressGroup(socket.remoteAddress ?? '');
      const open = openPerPeer.get(peer) ?? 0;
      if (open >= limits.maxConnectionsPerAddress) {
        socket.destroy();
        return;
      }
      openPerPeer.set(peer, open + 1);
      const state: SocketState = { timer: undefined, inFlight: 0 };
      states.set(socket, state);
      waitForHeaders(socket, state);
      socket.once('close', () => {
        clearTimeout(state.timer);
        const left = (openPerPeer.get(peer) ?? 1) - 1;
        if (left > 0) openPerPeer.set(peer, left);
        else openPerPeer.delete(peer);
      });
    });

    // Emitted once the request line and headers are in: from here on the body and request
    // timeouts (request-timeouts.ts) take over until the answer is done.
    server.on('request', (request, response) => {
      const socket = request.socket;
      const state = states.get(socket);
      if (!state) return;
      state.inFlight++;
      clearTimeout(state.timer);
      response.once('close', () => {
        state.inFlight--;
        // Pipelined requests wait for the one before; the next headers are timed when none is left.
        if (state.inFlight === 0 && !socket.destroyed) waitForHeaders(socket, state);
      });
    });
  },
  { name: 'connection-limits' },
);
