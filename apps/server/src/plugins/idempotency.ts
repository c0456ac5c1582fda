// Idempotent writes for the outbox of the field PWA. A mutating request may carry an
// Idempotency-Key (a client UUID). The change and the stored answer are written in one
// transaction; a repeated key with the same request answers the stored answer and changes
// nothing; the same key with another request (or of another user) is refused with 409.
// Two identical requests at the same moment, on one instance or on two: the transaction takes a
// lock on the key first (db/locks.ts), so the second one finds the record once the first has
// committed; should it still get past, it fails on the primary key, is rolled back and answers
// the stored record. Only successful answers are
// stored: a refused request changed nothing and may be sent again with the same key.
// Records older than IDEMPOTENCY_RETENTION_DAYS are removed hourly. See decision 005.
import fp from 'fastify-plugin';
import { createHash } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_RETENTION_DAYS, IDEMPOTENCY_TEXTS, IDEMPOTENT_REPLAY_HEADER } from '@tragkraft/sync-protocol';
import { isUniqueViolation } from '../db/constraint-errors';
import { lockNames } from '../db/locks';
import type { Db } from '../db/open-database';
import { idempotencyRecords } from '../db/schema';
import { badRequest, conflict } from './errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PRUNE_INTERVAL_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

interface IdempotentAnswer<T> {
  statusCode: number;
  body: T;
}

interface IdempotentOutcome<T> extends IdempotentAnswer<T> {
  /** True when the answer was stored by an earlier request with the same key. */
  replayed: boolean;
}

interface Idempotency {
  /**
   * Runs `apply` (database work on `tx` only: read streams before) in one transaction together
   * with the record of the key. `hashInput` is what identifies the request besides
   * method and path (the JSON body; for multipart the data and each file's sha256).
   */
  run<T>(request: FastifyRequest, hashInput: unknown, apply: (tx: Db) => Promise<IdempotentAnswer<T>>): Promise<IdempotentOutcome<T>>;
  /**
   * The answer of an outcome for a route handler to return: sets its status and marks a
   * replay with the Idempotent-Replayed header.
   */
  answer<T>(reply: FastifyReply, outcome: IdempotentOutcome<T>): T;
  /** Removes records older than the retention; answers how many. */
  prune(now?: Date): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    idempotency: Idempotency;
  }
}

/** JSON with sorted object keys, so equal requests hash equal whatever the key order. */
function canonicalJson(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** The Idempotency-Key of a request: undefined when absent; 400 when it is not a UUID. */
function readIdempotencyKey(request: FastifyRequest): string | undefined {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return undefined;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (typeof key !== 'string' || !UUID.test(key.trim())) throw badRequest(IDEMPOTENCY_TEXTS.badKey);
  return key.trim().toLowerCase();
}

export default fp(
  async (app) => {
    type StoredRecord = typeof idempotencyRecords.$inferSelect;
    const lookup = async (db: Db, key: string): Promise<StoredRecord | undefined> =>
      (await db.select().from(idempotencyRecords).where(eq(idempotencyRecords.key, key)).limit(1))[0];

    function answerStored<T>(record: StoredRecord, userId: number, requestHash: string): IdempotentOutcome<T> {
      if (record.userId !== userId || record.requestHash !== requestHash) throw conflict(IDEMPOTENCY_TEXTS.keyReused);
      return { statusCode: record.statusCode, body: JSON.parse(record.responseBody) as T, replayed: true };
    }

    const idempotency: Idempotency = {
      async run(request, hashInput, apply) {
        const key = readIdempotencyKey(request);
        if (key === undefined) {
          return { ...(await app.db.transaction(apply)), replayed: false };
        }
        const userId = request.session.userId;
        const method = request.method;
        const path = request.url.split('?')[0]!;
        const requestHash = createHash('sha256').update(`${method} ${path}\n${canonicalJson(hashInput)}`).digest('hex');
        try {
          return await app.db.transaction(async (tx) => {
            await lockNames(tx, [`idempotency:${key}`]);
            const stored = await lookup(tx, key);
            if (stored) return answerStored(stored, userId, requestHash);
            const answer = await apply(tx);
            if (answer.statusCode >= 200 && answer.statusCode < 300) {
              await tx
                .insert(idempotencyRecords)
                .values({ key, userId, method, path, requestHash, statusCode: answer.statusCode, responseBody: JSON.stringify(answer.body) });
            }
            return { ...answer, replayed: false };
          });
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          const stored = await lookup(app.db, key);
          if (!stored) throw error;
          return answerStored(stored, userId, requestHash);
        }
      },
      answer(reply, outcome) {
        if (outcome.replayed) reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
        reply.status(outcome.statusCode);
        return outcome.body;
      },
      async prune(now = new Date()) {
        const before = new Date(now.getTime() - IDEMPOTENCY_RETENTION_DAYS * DAY_MS).toISOString();
        const removed = await app.db
          .delete(idempotencyRecords)
          .where(lt(idempotencyRecords.createdAt, before))
          .returning({ key: idempotencyRecords.key });
        return removed.length;
      },
    };
    app.decorate('idempotency', idempotency);

    let timer: NodeJS.Timeout | null = null;
    const prune = async () => {
      try {
        await idempotency.prune();
      } catch (error) {
        app.log.warn({ err: error }, 'pruning idempotency records failed');
      }
    };
    app.addHook('onReady', async () => {
      await prune();
      timer = setInterval(() => void prune(), PRUNE_INTERVAL_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
    });
  },
  { name: 'idempotency' },
);
