// Structured JSON logs (pino, one object per line). Each request gets a random id that every
// line it writes carries (`reqId`) and that the answer returns in `x-request-id`, so a user's
// report can be matched to the log. Nothing personal or secret is written: a request line
// holds the method, the path without its query string (addresses, search words) and the
// status; no IP address, no headers (the token), no bodies (passwords, e-mail addresses).
// Links that are themselves a secret (a password reset link) have that part of the path
// replaced by '[redacted]' before the line is written: see SECRET_PATHS.
import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

interface LoggedRequest {
  method: string;
  url: string;
}

/**
 * Paths whose parameter is a secret: whoever reads it can use it. A new secret link (the
 * planned calendar feed) only needs its pattern here. Each pattern keeps its first group and
 * replaces the secret after it; matched anywhere in the path and in any letter case, because
 * the router and the SPA fallback accept '//set-password/…' and '/SET-PASSWORD/…' too.
 */
const SECRET_PATHS: readonly RegExp[] = [
  /(\/set-password\/)[^/]+/gi,
  /(\/api\/calendar\/)[^/]+?(?=\.ics$|$|\/)/gi,
];

const REDACTED = '[redacted]';

function redact(path: string): string {
  return SECRET_PATHS.reduce((text, pattern) => text.replace(pattern, `$1${REDACTED}`), path);
}

/** A path as it may be logged or stored: the secret of every secret link replaced. */
export function withoutSecrets(path: string): string {
  const redacted = redact(path);
  if (redacted !== path || !path.includes('%')) return redacted;
  // '/set%2Dpassword/…' reaches the same screen; judge the decoded path then.
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return redacted;
  }
  const redactedDecoded = redact(decoded);
  return redactedDecoded === decoded ? path : redactedDecoded;
}

const pathOf = (url: string) => withoutSecrets(url.split('?', 1)[0]!);

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
