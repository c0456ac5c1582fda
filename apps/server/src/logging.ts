// Structured JSON logs (pino, one object per line). Each request gets a random id that every
// line it writes carries (`reqId`) and that the answer returns in `x-request-id`, so a user's
// report can be matched to the log. Nothing personal or secret is written: a request line
// holds the method, the path without its query string (addresses, search words) and the
// status; no IP address, no headers (the token), no bodies (passwords, e-mail addresses).
import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

interface LoggedRequest {
  method: string;
  url: string;
}

const pathOf = (url: string) => url.split('?', 1)[0];

/** Where log lines go instead of stdout (tests). */
export interface LogStream {
  write(line: string): void;
}

export function loggerOptions(level: string, stream?: LogStream): Pick<FastifyServerOptions, 'logger' | 'genReqId'> {
  if (level === 'silent') return { logger: false };
  return {
    genReqId: () => randomUUID(),
    logger: {
      level,
      ...(stream ? { stream } : {}),
      serializers: {
        req: (request: LoggedRequest) => ({ method: request.method, path: pathOf(request.url) }),
        res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      },
    },
  };
}

const EMAIL_ADDRESS = /[^\s<>"'@]+@[^\s<>"'@]+\.[a-z]{2,}/gi;

/** An error text (e.g. an SMTP server's) as it may be logged: e-mail addresses masked. */
export const withoutEmailAddresses = (text: string) => text.replace(EMAIL_ADDRESS, '<e-mail>');
