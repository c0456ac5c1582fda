// Sends the push queue (decision 024), imitating the mail queue (plugins/mail-queue.ts): each
// row is claimed by a compare-and-set on its next attempt time (of two runs, on one instance or
// two, exactly one gets it), then sent, then marked. Outcomes by the push service's answer:
// 2xx sent; 404/410 the subscription is gone (removed, with its waiting messages); 429, 5xx,
// timeout or no connection: retried later with backoff, never lost; any other answer (4xx,
// 3xx: no redirect is followed) drops that message, logged. A timer also runs the 24-hour
// reminder sweep.
import fp from 'fastify-plugin';
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import webpush from 'web-push';
import type { PushSettings } from '../../config';
import { pushQueue, pushSubscriptions } from '../../db/schema';
import { takeWorkWaiting } from './enqueue-push';
import type { PushPayload } from './push-messages';
import { sweepReminders } from './push-reminders';
import { PUSH_PAYLOAD_MAX_BYTES, PushRefused, sendPushRequest } from './push-request';
import type { VapidKeys } from './push-keys';
import { serialRuns } from '../../limits/serial-runs';
import { CLAIM_RELEASE_WAIT_MS, settledWithin, type HeldClaim } from '../../limits/claim-release';

interface PushFlushResult {
  sent: number;
  failed: number;
  dropped: number;
  gone: number;
}

interface PushQueue {
  /** The VAPID public key browsers subscribe with. */
  publicKey: string;
  /** Sends every due message once; concurrent calls share one run at a time. */
  flush(): Promise<PushFlushResult>;
  /** Queues the due 24-hour reminders (the timer calls it with the real clock). */
  sweepReminders(now?: Date): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    pushQueue: PushQueue;
  }
}

const RETRY_INTERVAL_MS = 30_000;
const RETRY_FIRST_DELAY_MS = 30_000;
const RETRY_MAX_DELAY_MS = 30 * 60_000;
const BATCH = 50;
/** A send takes at most a few seconds (push-request.ts); a run that died leaves its claim this long. */
const CLAIM_MS = 2 * 60_000;
/** How long a push service keeps a message for a device that is offline. */
const TTL_SECONDS = 24 * 60 * 60;

function pushRetryDelayMs(attempts: number): number {
  return Math.min(RETRY_FIRST_DELAY_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_DELAY_MS);
}

type Outcome = 'sent' | 'retry' | 'drop' | 'gone';

function outcomeOf(status: number): Outcome {
  if (status >= 200 && status < 300) return 'sent';
  if (status === 404 || status === 410) return 'gone';
  if (status === 429 || status >= 500) return 'retry';
  return 'drop';
}

interface PushQueueOptions {
  settings: PushSettings;
  keys: VapidKeys;
  retryIntervalMs?: number;
}

export default fp<PushQueueOptions>(
  async (app, opts) => {
    const { settings, keys } = opts;
    let closing = false;
    let timer: NodeJS.Timeout | null = null;
    let ticking: Promise<void> | null = null;
    /** The message this process is sending now (its claim is given back at shutdown). */
    let held: HeldClaim | null = null;

    async function deliver(row: { endpoint: string; p256dh: string; auth: string; payload: unknown }): Promise<{ outcome: Outcome; error: string | null }> {
      try {
        const text = JSON.stringify(row.payload as PushPayload);
        if (Buffer.byteLength(text) > PUSH_PAYLOAD_MAX_BYTES) throw new PushRefused(`push payload larger than ${PUSH_PAYLOAD_MAX_BYTES} bytes`);
        const details = webpush.generateRequestDetails({ endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }, text, {
          vapidDetails: { subject: settings.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: TTL_SECONDS,
          contentEncoding: 'aes128gcm',
        });
        const answer = await sendPushRequest(
          { endpoint: details.endpoint, method: details.method, headers: details.headers as Record<string, string | number>, body: details.body },
          { allowHttpLoopback: settings.allowHttpLoopback },
        );
        const outcome = outcomeOf(answer.status);
        return { outcome, error: outcome === 'sent' ? null : `push service answered ${answer.status}: ${answer.text.slice(0, 200)}` };
      } catch (error) {
        const text = (error instanceof Error ? error.message : String(error)).slice(0, 1_000);
        // A refused endpoint stays refused; anything else (no connection, timeout) may pass later.
        return { outcome: error instanceof PushRefused ? 'drop' : 'retry', error: text };
      }
    }

    async function runOnce(): Promise<PushFlushResult> {
      const result: PushFlushResult = { sent: 0, failed: 0, dropped: 0, gone: 0 };
      if (closing) return result;
      const due = await app.db
        .select({
          id: pushQueue.id,
          subscriptionId: pushQueue.subscriptionId,
          payload: pushQueue.payload,
          attempts: pushQueue.attempts,
          nextAttemptAt: pushQueue.nextAttemptAt,
          endpoint: pushSubscriptions.endpoint,
          p256dh: pushSubscriptions.p256dh,
          auth: pushSubscriptions.auth,
        })
        .from(pushQueue)
        .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushQueue.subscriptionId))
        .where(and(isNull(pushQueue.sentAt), isNull(pushQueue.droppedAt), lte(pushQueue.nextAttemptAt, new Date().toISOString())))
        .orderBy(asc(pushQueue.nextAttemptAt), asc(pushQueue.id))
        .limit(BATCH);
      for (const row of due) {
        if (closing) break;
        // The claim, as in the mail queue: only the run whose update finds the time it read wins.
        const claimedUntil = new Date(Date.now() + CLAIM_MS).toISOString();
        const claimed = await app.db
          .update(pushQueue)
          .set({ nextAttemptAt: claimedUntil })
          .where(and(eq(pushQueue.id, row.id), isNull(pushQueue.sentAt), isNull(pushQueue.droppedAt), eq(pushQueue.nextAttemptAt, row.nextAttemptAt)))
          .returning({ id: pushQueue.id });
        if (claimed.length !== 1) continue;
        const attempts = row.attempts + 1;
        held = { id: row.id, claimedUntil };
        const { outcome, error } = await deliver(row).finally(() => {
          held = null;
        });
        const stamp = new Date().toISOString();
        if (outcome === 'sent') {
          await app.db.update(pushQueue).set({ sentAt: stamp, attempts, lastError: null }).where(eq(pushQueue.id, row.id));
          result.sent++;
        } else if (outcome === 'gone') {
          // The browser dropped the subscription: the device and its waiting messages go.
          await app.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, row.subscriptionId));
          app.log.info({ pushId: row.id, subscriptionId: row.subscriptionId }, 'push subscription expired, removed');
          result.gone++;
        } else if (outcome === 'drop') {
          await app.db.update(pushQueue).set({ droppedAt: stamp, attempts, lastError: error }).where(eq(pushQueue.id, row.id));
          app.log.warn({ pushId: row.id, err: error }, 'push message refused, dropped');
          result.dropped++;
        } else {
          const nextAttemptAt = new Date(Date.now() + pushRetryDelayMs(attempts)).toISOString();
          await app.db.update(pushQueue).set({ attempts, lastError: error, nextAttemptAt }).where(eq(pushQueue.id, row.id));
          app.log.warn({ pushId: row.id, attempts, err: error }, 'push message not sent, will retry');
          result.failed++;
        }
      }
      return result;
    }

    // One sending run at a time in this process; other instances are kept apart by the claims.
    const sending = serialRuns(runOnce);
    const flush = sending.run;

    app.decorate('pushQueue', {
      publicKey: keys.publicKey,
      flush,
      sweepReminders: (now = new Date()) => sweepReminders(app.db, now),
    } satisfies PushQueue);

    const logFailure = (error: unknown) => app.log.error({ err: error }, 'push queue run failed');
    // After a change was committed and answered, its messages go out (as mails do).
    app.addHook('onResponse', async () => {
      if (takeWorkWaiting()) void flush().catch(logFailure);
    });
    app.addHook('onReady', async () => {
      const tick = async () => {
        if (closing) return;
        await sweepReminders(app.db, new Date());
        await flush();
      };
      const run = () => {
        if (ticking) return;
        ticking = tick()
          .catch(logFailure)
          .finally(() => {
            ticking = null;
          });
      };
      timer = setInterval(run, opts.retryIntervalMs ?? RETRY_INTERVAL_MS);
      timer.unref();
      run();
    });
    // As the mail queue: no new run once closing begins; after the last request a send still
    // going gets a moment, then its claim is given back before the database closes.
    app.addHook('preClose', async () => {
      closing = true;
      if (timer) clearInterval(timer);
    });
    app.addHook('onClose', async () => {
      const done = Promise.allSettled([ticking, sending.settled()]).then(() => undefined);
      if (await settledWithin(done, CLAIM_RELEASE_WAIT_MS)) return;
      const claim = held;
      if (!claim) return;
      await app.db
        .update(pushQueue)
        .set({ nextAttemptAt: new Date().toISOString() })
        .where(and(eq(pushQueue.id, claim.id), isNull(pushQueue.sentAt), eq(pushQueue.nextAttemptAt, claim.claimedUntil)));
      app.log.warn({ pushId: claim.id }, 'push message still sending at shutdown: claim given back');
    });
  },
  { name: 'push-queue' },
);
