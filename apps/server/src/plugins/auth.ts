// Sign-in tokens and the role guard. Every /api route must come from sync-protocol's endpoint
// table, for every method (the server will not start otherwise); HEAD, which Fastify adds for
// each GET, gets exactly the rules of its GET. The guard reads the roles from the entry, checks the bearer
// token and that the user still exists, is active and holds a current session. A request that
// reaches an /api route without access rules is refused: deny by default.
import fp from 'fastify-plugin';
import fastifyJwt from '@fastify/jwt';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Role } from '@tragkraft/domain';
import { sessions, users } from '../db/schema';
import { forbidden, unauthorized } from './errors';

export interface Session {
  userId: number;
  role: Role;
  clientId: number | null;
  /** sessions.id of this device's sign-in. */
  sessionId: string;
}

interface TokenPayload {
  sub: number;
  role: Role;
  clientId: number | null;
  /** sessions.id: the token is good while that session has not ended. */
  sid: string;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: TokenPayload;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guard on every non-public route. */
    session: Session;
  }
  interface FastifyInstance {
    signToken(payload: TokenPayload): string;
    /** When a token signed now expires (its session ends at the same time). */
    tokenExpiry(): Date;
  }
}

export default fp<{ secret: string; expiresInSeconds: number }>(async (app, { secret, expiresInSeconds }) => {
  await app.register(fastifyJwt, { secret, sign: { expiresIn: expiresInSeconds, algorithm: 'HS256' }, verify: { algorithms: ['HS256'] } });

  app.decorate('signToken', (payload: TokenPayload) => app.jwt.sign(payload));
  app.decorate('tokenExpiry', () => new Date(Date.now() + expiresInSeconds * 1000));
  app.decorateRequest('session', null as unknown as Session);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const entry = route.config?.endpoint;
      const sameMethod = entry && (entry.method === method || (method === 'HEAD' && entry.method === 'GET'));
      if (!entry || !sameMethod) {
        throw new Error(`route ${method} ${route.url} is missing in the endpoint table (packages/sync-protocol/src/endpoints)`);
      }
      route.config = { ...route.config, endpoint: entry };
    }
  });

  // Runs on every guarded request: prepared once, so drizzle does not build the SQL and
  // the engine does not compile it per request (decision 010).
  const currentUser = app.db
    .select({ id: users.id, role: users.role, clientId: users.clientId, inactive: users.inactive })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sid')),
        eq(sessions.userId, sql.placeholder('id')),
        isNull(sessions.endedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        isNull(users.deletedAt),
      ),
    )
    .prepare('current_user');

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.endpoint?.access;
    if (access === undefined && request.routeOptions.url?.startsWith('/api/')) throw forbidden();
    if (access === undefined || access === 'public') return;
    let payload: TokenPayload;
    try {
      payload = await request.jwtVerify<TokenPayload>();
    } catch {
      throw request.headers.authorization
        ? unauthorized('Ihre Anmeldung ist abgelaufen. Bitte melden Sie sich neu an.', 'invalidToken')
        : unauthorized();
    }
    const [user] = typeof payload.sid === 'string' ? await currentUser.execute({ sid: payload.sid, id: payload.sub, now: new Date().toISOString() }) : [];
    if (!user || user.inactive) {
      throw unauthorized('Ihre Anmeldung ist nicht mehr gültig. Bitte melden Sie sich neu an.', 'invalidToken');
    }
    if (!access.includes(user.role)) throw forbidden();
    request.session = { userId: user.id, role: user.role, clientId: user.clientId, sessionId: payload.sid };
  });
});
