// Durable e-mail outbox on the mail_queue table. A use case enqueues a mail inside the same
// transaction as the data it reports on, so the mail exists exactly when the data does;
// after commit it calls flush(). A failed send is kept with its error and retried later
// (exponential backoff, capped), by a timer and by the next flush. Attachments are stored
// inline (base64) or as a render instruction that a feature registers (e.g. the order
// confirmation PDF is rendered from the order at send time). See decision 004.
// Several server instances may share the database: a run claims each mail before sending it
// (it moves the mail's next attempt a lease ahead, only if no other run did so first), so one
// mail goes out once. A run that dies mid-send leaves the claim to expire: the mail is then
// sent again, the only case of a second copy (an SMTP server cannot confirm "sent once").
import fp from 'fastify-plugin';
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '../db/open-database';
import { mailQueue } from '../db/schema';
import { withoutEmailAddresses } from '../logging';
import type { Mail, MailAttachment } from './mailer';
import { serialRuns } from '../limits/serial-runs';
import { CLAIM_RELEASE_WAIT_MS, settledWithin, type HeldClaim } from '../limits/claim-release';

interface QueuedAttachment {
  filename: string;
  contentType?: string;
  /** The file itself, base64. */
  contentBase64?: string;
  /** Or: render it at send time with the renderer registered under `kind`. */
  render?: { kind: string; args: Record<string, unknown> };
}

export interface QueuedMail {
  to: string | string[];
  cc?: string | string[];
  subject: string;
  text: string;
  attachments?: QueuedAttachment[];
}

type AttachmentRenderer = (args: Record<string, unknown>) => Promise<MailAttachment>;

interface FlushResult {
  sent: number;
  failed: number;
}

export interface MailQueue {
  /** Stores the mail (call inside the transaction of the data it belongs to); returns its id. */
  enqueue(tx: Db, mail: QueuedMail): Promise<number>;
  /** Sends every due mail once; concurrent calls share one run at a time. */
  flush(): Promise<FlushResult>;
  registerAttachment(kind: string, renderer: AttachmentRenderer): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailQueue: MailQueue;
  }
}

/** How often the timer looks for due mails. */
const MAIL_RETRY_INTERVAL_MS = 30_000;
/** Wait after the first failure; doubled per further failure. */
const MAIL_RETRY_FIRST_DELAY_MS = 60_000;
/** Longest wait between two attempts; a mail is retried until it goes out. */
export const MAIL_RETRY_MAX_DELAY_MS = 60 * 60_000;
/** Mails sent per run, so one run stays short. */
const BATCH = 50;
/** How long a run's claim on a mail holds before another run may send it. */
const CLAIM_MS = 10 * 60_000;

export function retryDelayMs(attempts: number): number {
  return Math.min(MAIL_RETRY_FIRST_DELAY_MS * 2 ** Math.max(0, attempts - 1), MAIL_RETRY_MAX_DELAY_MS);
}

export default fp<{ retryIntervalMs?: number }>(
  async (app, opts) => {
    const renderers = new Map<string, AttachmentRenderer>();
    let closing = false;
    let timer: NodeJS.Timeout | null = null;
    /** The mail this process is sending now (its claim is given back at shutdown). */
    let held: HeldClaim | null = null;

    async function resolveAttachment(attachment: QueuedAttachment): Promise<MailAttachment> {
      if (attachment.render) {
        const renderer = renderers.get(attachment.render.kind);
        if (!renderer) throw new Error(`no renderer for attachment kind ${attachment.render.kind}`);
        const rendered = await renderer(attachment.render.args);
        return { ...rendered, filename: attachment.filename, contentType: attachment.contentType ?? rendered.contentType };
      }
      return { filename: attachment.filename, contentType: attachment.contentType, content: Buffer.from(attachment.contentBase64 ?? '', 'base64') };
    }

    async function deliver(mail: QueuedMail): Promise<void> {
      const attachments = await Promise.all((mail.attachments ?? []).map(resolveAttachment));
      const message: Mail = { to: mail.to, subject: mail.subject, text: mail.text, ...(mail.cc && mail.cc.length > 0 ? { cc: mail.cc } : {}) };
      await app.mailer.send(attachments.length > 0 ? { ...message, attachments } : message);
    }

    async function runOnce(): Promise<FlushResult> {
      const result: FlushResult = { sent: 0, failed: 0 };
      if (closing) return result;
      const due = await app.db
        .select()
        .from(mailQueue)
        .where(and(isNull(mailQueue.sentAt), lte(mailQueue.nextAttemptAt, new Date().toISOString())))
        .orderBy(asc(mailQueue.nextAttemptAt), asc(mailQueue.id))
        .limit(BATCH);
      for (const row of due) {
        if (closing) break;
        // The claim: a compare-and-set on the attempt time this run read. Of two runs (on one
        // instance or two) that read the same row, exactly one gets its update through.
        const claimedUntil = new Date(Date.now() + CLAIM_MS).toISOString();
        const claimed = await app.db
          .update(mailQueue)
          .set({ nextAttemptAt: claimedUntil })
          .where(and(eq(mailQueue.id, row.id), isNull(mailQueue.sentAt), eq(mailQueue.nextAttemptAt, row.nextAttemptAt)))
          .returning({ id: mailQueue.id });
        if (claimed.length !== 1) continue;
        held = { id: row.id, claimedUntil };
        const attempts = row.attempts + 1;
        try {
          await deliver(row.message as QueuedMail);
          await app.db.update(mailQueue).set({ sentAt: new Date().toISOString(), attempts, lastError: null }).where(eq(mailQueue.id, row.id));
          result.sent++;
        } catch (error) {
          const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1_000);
          const nextAttemptAt = new Date(Date.now() + retryDelayMs(attempts)).toISOString();
          await app.db.update(mailQueue).set({ attempts, lastError, nextAttemptAt }).where(eq(mailQueue.id, row.id));
          app.log.warn({ mailId: row.id, attempts, err: withoutEmailAddresses(lastError) }, 'mail not sent, will retry');
          result.failed++;
        } finally {
          held = null;
        }
      }
      return result;
    }

    // One sending run at a time in this process; other instances are kept apart by the claims.
    const sending = serialRuns(runOnce);
    const flush = sending.run;

    const queue: MailQueue = {
      async enqueue(tx, mail) {
        const [row] = await tx
          .insert(mailQueue)
          .values({ message: mail, nextAttemptAt: new Date().toISOString() })
          .returning({ id: mailQueue.id });
        return row!.id;
      },
      flush,
      registerAttachment(kind, renderer) {
        renderers.set(kind, renderer);
      },
    };
    app.decorate('mailQueue', queue);

    const logFailure = (error: unknown) => app.log.error({ err: error }, 'mail queue run failed');
    app.addHook('onReady', async () => {
      timer = setInterval(() => void flush().catch(logFailure), opts.retryIntervalMs ?? MAIL_RETRY_INTERVAL_MS);
      timer.unref();
      // Mails left from before a restart go out now.
      void flush().catch(logFailure);
    });
    // No new run once closing begins; running requests may still queue mails (sent by the
    // next instance that runs). After the last request, a send still going gets a moment, then
    // its claim is given back (limits/claim-release.ts), before the database closes.
    app.addHook('preClose', async () => {
      closing = true;
      if (timer) clearInterval(timer);
    });
    app.addHook('onClose', async () => {
      if (await settledWithin(sending.settled(), CLAIM_RELEASE_WAIT_MS)) return;
      const claim = held;
      if (!claim) return;
      await app.db
        .update(mailQueue)
        .set({ nextAttemptAt: new Date().toISOString() })
        .where(and(eq(mailQueue.id, claim.id), isNull(mailQueue.sentAt), eq(mailQueue.nextAttemptAt, claim.claimedUntil)));
      app.log.warn({ mailId: claim.id }, 'mail still sending at shutdown: claim given back');
    });
  },
  { name: 'mail-queue' },
);
