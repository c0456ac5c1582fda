// One error handler: a typed AppError becomes { code, message } with its status; bad input
// becomes 400 with a code; anything unexpected becomes 500 without its internals.
import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import type { ErrorBody, ErrorCode } from '@tragkraft/sync-protocol';

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    /** Further fields of the answer, e.g. every validation finding. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code: ErrorCode = 'badRequest') => new AppError(400, code, message);
export const unauthorized = (message = 'Bitte melden Sie sich an.', code: ErrorCode = 'unauthorized') =>
  new AppError(401, code, message);
export const forbidden = (message = 'Keine Berechtigung.') => new AppError(403, 'forbidden', message);
export const notFound = (message = 'Nicht gefunden.') => new AppError(404, 'notFound', message);
export const conflict = (message: string, code: ErrorCode = 'conflict') => new AppError(409, code, message);

const INTERNAL: ErrorBody = { code: 'internal', message: 'Interner Fehler. Bitte versuchen Sie es später nochmals.' };

/** Maps the status of a framework error (bad JSON, too large, ...) to our codes. */
function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  if (status === 409) return 'conflict';
  if (status === 413) return 'payloadTooLarge';
  if (status === 429) return 'tooManyRequests';
  return 'badRequest';
}

export default fp(async (app) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'request failed');
      return reply.status(error.status).send({ ...error.details, code: error.code, message: error.message } satisfies ErrorBody);
    }
    if (error.validation) {
      const message = `Ungültige Eingabe: ${error.message}`;
      return reply.status(400).send({ code: 'validation', message } satisfies ErrorBody);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ code: codeForStatus(status), message: error.message } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(INTERNAL);
  });
});
