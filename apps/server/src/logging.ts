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
        err: loggedError,
      },
    },
  };
}

const EMAIL_ADDRESS = /[^\s<>"'@]+@[^\s<>"'@]+\.[a-z]{2,}/gi;

/** An error text (e.g. an SMTP server's) as it may be logged: e-mail addresses masked. */
export const withoutEmailAddresses = (text: string) => text.replace(EMAIL_ADDRESS, '<e-mail>');

/** Fields of an error (and of a PostgreSQL error) that name what failed, never the values. */
const ERROR_FIELDS = ['code', 'statusCode', 'severity', 'routine', 'table', 'column', 'constraint', 'query'] as const;
const MAX_CAUSES = 3;

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * An error as it may be logged (issue 29): a failed database query without its parameters (an
 * e-mail address, a name), a PostgreSQL error without its `detail` ('Key (email)=(…)'), and
 * any e-mail address left in a text masked. Drizzle writes the parameters into the message
 * ('Failed query: …\nparams: …') and so into the stack's first line: both are rebuilt from the
 * query text and the stack frames.
 */
function loggedError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: withoutEmailAddresses(String(error)), stack: '' };
  const fields = error as unknown as Record<string, unknown>;
  const message = typeof fields.query === 'string' && 'params' in fields ? `Failed query: ${fields.query}` : error.message;
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const logged: LoggedError = {
    type: error.constructor.name,
    message: withoutEmailAddresses(message),
    stack: withoutEmailAddresses([`${error.name}: ${message}`, ...frames].join('\n')),
  };
  for (const key of ERROR_FIELDS) if (fields[key] !== undefined) logged[key] = typeof fields[key] === 'string' ? withoutEmailAddresses(fields[key]) : fields[key];
  if (error.cause !== undefined && depth < MAX_CAUSES) logged.cause = loggedError(error.cause, depth + 1);
  return logged;
}
