import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ChangePasswordBodySchema,
  ErrorBodySchema,
  LoginBodySchema,
  OkSchema,
  RequestResetBodySchema,
  SetPasswordBodySchema,
  SignInInfoSchema,
} from '@tragkraft/sync-protocol';
import { AppError } from '../../plugins/errors';
import { reserveAttempts } from './attempt-counter';
import { HashGate } from './hash-gate';
import { requestPasswordReset } from './request-password-reset';
import { endAllSessions, endSession } from './sessions';
import { changePassword, setPasswordWithToken } from './set-password';
import { signIn } from './sign-in';
import { LIMIT_TEXTS, resetRule } from './sign-in-limits';

export const authRoutes: FastifyPluginAsyncTypebox<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const hashGate = new HashGate();

  app.post('/api/auth/', {
    schema: { body: LoginBodySchema, response: { 200: SignInInfoSchema, 401: ErrorBodySchema, 429: ErrorBodySchema, 503: ErrorBodySchema } },
  }, async (request) => signIn(app, hashGate, request.body, request.ip));

  app.post('/api/auth/request-reset', {
    schema: { body: RequestResetBodySchema, response: { 200: OkSchema } },
  }, async (request) => {
    if (!reserveAttempts(app.db, [resetRule(request.ip)], Date.now())) throw new AppError(429, 'tooManyRequests', LIMIT_TEXTS.reset);
    requestPasswordReset(app, request.body.email, publicUrl);
    return { ok: true as const };
  });

  app.post('/api/auth/set-password', {
    schema: { body: SetPasswordBodySchema, response: { 200: OkSchema } },
  }, async (request) => {
    await setPasswordWithToken(app, hashGate, request.ip, request.body.token, request.body.password);
    return { ok: true as const };
  });

  app.post('/api/user/change', {
    schema: { body: ChangePasswordBodySchema, response: { 200: OkSchema } },
  }, async (request) => {
    await changePassword(app, hashGate, request.ip, request.session, request.body.password);
    return { ok: true as const };
  });

  // Ends this device's sign-in on the server: the token stops working at once.
  app.post('/api/auth/sign-out', { schema: { response: { 200: OkSchema } } }, async (request) => {
    endSession(app.db, request.session.sessionId);
    return { ok: true as const };
  });

  // "Überall abmelden": ends every sign-in of the user, this device's included.
  app.post('/api/auth/sign-out-everywhere', { schema: { response: { 200: OkSchema } } }, async (request) => {
    endAllSessions(app.db, request.session.userId);
    return { ok: true as const };
  });
};
