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
import { AttemptLimiter } from './attempt-limiter';
import { requestPasswordReset } from './request-password-reset';
import { changePassword, setPasswordWithToken } from './set-password';
import { signIn } from './sign-in';

const MINUTE = 60_000;

export const authRoutes: FastifyPluginAsyncTypebox<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const loginLimiter = new AttemptLimiter(5, MINUTE);
  const resetLimiter = new AttemptLimiter(5, MINUTE);

  app.post('/api/auth/', {
    schema: { body: LoginBodySchema, response: { 200: SignInInfoSchema, 401: ErrorBodySchema, 429: ErrorBodySchema } },
  }, async (request) => signIn(app, loginLimiter, request.body, request.ip));

  app.post('/api/auth/request-reset', {
    schema: { body: RequestResetBodySchema, response: { 200: OkSchema } },
  }, async (request) => {
    const key = `ip:${request.ip}`;
    if (resetLimiter.isBlocked(key)) throw new AppError(429, 'tooManyRequests', 'Bitte versuchen Sie es in einer Minute nochmals.');
    resetLimiter.record(key);
    requestPasswordReset(app, request.body.email, publicUrl);
    return { ok: true as const };
  });

  app.post('/api/auth/set-password', {
    schema: { body: SetPasswordBodySchema, response: { 200: OkSchema } },
  }, async (request) => {
    await setPasswordWithToken(app, request.body.token, request.body.password);
    return { ok: true as const };
  });

  app.post('/api/user/change', {
    schema: { body: ChangePasswordBodySchema, response: { 200: OkSchema } },
  }, async (request) => {
    await changePassword(app, request.session.userId, request.body.password);
    return { ok: true as const };
  });
};
