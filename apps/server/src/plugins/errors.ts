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

/**
 * German texts of the framework's own refusals (Fastify, its plugins): the answer's message
 * is shown to people, and Fastify's is English ("Request body is too large").
 */
function messageForFrameworkError(error: FastifyError, status: number): string {
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') return 'Die Anfrage ist ungültig (kein gültiges JSON).';
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return 'Die Anfrage ist leer.';
  if (status === 401) return 'Bitte melden Sie sich an.';
  if (status === 403) return 'Keine Berechtigung.';
  if (status === 404) return 'Nicht gefunden.';
  if (status === 413) return 'Die Anfrage ist zu gross.';
  if (status === 415) return 'Dieses Datenformat wird nicht angenommen.';
  if (status === 429) return 'Zu viele Anfragen. Bitte versuchen Sie es später nochmals.';
  return 'Die Anfrage ist ungültig.';
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
      return reply.status(status).send({ code: codeForStatus(status), message: messageForFrameworkError(error, status) } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(INTERNAL);
  });
});
