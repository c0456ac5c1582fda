import type { FastifyPluginAsync } from 'fastify';
import { authEndpoints } from '@tragkraft/sync-protocol';
import { route } from '../../plugins/endpoint-route';
import { AppError } from '../../plugins/errors';
import { revokeFeed } from '../calendar/feed-link';
import { reserveAttempts } from '../../limits/attempt-counter';
import { deviceCookie, readDevice } from './device-cookie';
import { addressShare, HashGate } from './hash-gate';
import { requestPasswordReset } from './request-password-reset';
import { endAllSessions, endSession } from './sessions';
import { changePassword, setPasswordWithToken } from './set-password';
import { signIn } from './sign-in';
import { LIMIT_TEXTS, resetRule } from './sign-in-limits';

export const authRoutes: FastifyPluginAsync<{ publicUrl: string; secret: string }> = async (app, { publicUrl, secret }) => {
  const hashGate = new HashGate();
  const secureCookie = publicUrl.startsWith('https://');

  route(app, authEndpoints.signIn, async (request, reply) => {
    const now = Date.now();
    const { info, device } = await signIn(app, hashGate, secret, request.body, { address: request.ip, device: readDevice(secret, request.headers.cookie, now) });
    reply.header('set-cookie', deviceCookie(secret, device, now, secureCookie));
    return info;
  });

  route(app, authEndpoints.requestReset, async (request) => {
    if (!(await reserveAttempts(app.db, [resetRule(request.ip)], Date.now()))) throw new AppError(429, 'tooManyRequests', LIMIT_TEXTS.reset);
    requestPasswordReset(app, request.body.email, publicUrl);
    return { ok: true as const };
  });

  route(app, authEndpoints.setPassword, async (request) => {
    await setPasswordWithToken(app, hashGate, addressShare(request.ip), request.body.token, request.body.password);
    return { ok: true as const };
  });

  route(app, authEndpoints.changePassword, async (request) => {
    await changePassword(app, hashGate, addressShare(request.ip), request.session, request.body.currentPassword, request.body.password);
    return { ok: true as const };
  });

  // Ends this device's sign-in on the server: the token stops working at once.
  route(app, authEndpoints.signOut, async (request) => {
    await endSession(app.db, request.session.sessionId);
    return { ok: true as const };
  });

  // "Überall abmelden": ends every sign-in of the user, this device's included, and the
  // calendar link (a new one is made when asked for).
  route(app, authEndpoints.signOutEverywhere, async (request) => {
    await app.db.transaction(async (tx) => {
      await endAllSessions(tx, request.session.userId);
      await revokeFeed(tx, request.session.userId);
    });
    return { ok: true as const };
  });
};
