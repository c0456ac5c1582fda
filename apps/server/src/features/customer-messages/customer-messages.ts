// The automatic customer mails of issue 20 (decision 025) as one app service,
// `app.customerMessages`: the use cases call it inside their transaction when an order is
// placed or its stages' dates change, and it runs the day-before reminder scheduler: a tick
// every `tickSeconds` (unref'd, stopped on close) and one at start, so reminders that fell due
// while no instance ran go out after a restart. `clock` is the scheduler's time (tests move it).
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import type { Company } from '../../config';
import type { Db } from '../../db/open-database';
import { orders } from '../../db/schema';
import { enqueueOrderConfirmation } from '../../messages/order-confirmation-mail';
import { notificationEnabled } from '../../messages/notification-settings';
import { changeConfirmationMail, type StageMove } from '../../messages/change-confirmation-mail';
import { orderRecipients, withInvoiceCopy } from '../../messages/order-recipients';
import { planReminders, type DatedStage } from '../../messages/plan-reminders';
import { sendDueReminders, type ReminderRun } from './send-reminders';

interface PlacedOrder {
  orderId: number;
  typeId: number;
  clientId: number;
  userId: number;
  to: string;
  orderAddress: string;
  stages: (DatedStage & { time: string | null })[];
}

export interface CustomerMessages {
  /** A new order: the order confirmation (when switched on) and its stages' reminders. */
  orderPlaced(tx: Db, order: PlacedOrder, now: Date): Promise<{ confirmationQueued: boolean }>;
  /**
   * An edit of an order's stages (client or admin), called once per edit with every stage
   * whose date or time changed: one change confirmation (when switched on) and new reminder
   * rows for the moved stages.
   */
  stagesChanged(tx: Db, orderId: number, moves: StageMove[], now: Date): Promise<void>;
  /** One scheduler run at `now` (default: the clock). */
  tick(now?: Date): Promise<ReminderRun>;
}

declare module 'fastify' {
  interface FastifyInstance {
    customerMessages: CustomerMessages;
  }
}

interface CustomerMessagesOptions {
  company: Company;
  /** Seconds between two scheduler runs. */
  tickSeconds: number;
  clock?: () => Date;
}

const moved = (move: StageMove) => move.before.date !== move.after.date || move.before.time !== move.after.time;

export default fp<CustomerMessagesOptions>(
  async (app, { company, tickSeconds, clock = () => new Date() }) => {
    let timer: NodeJS.Timeout | null = null;
    let running: Promise<ReminderRun> | null = null;
    let closing = false;

    async function tick(now = clock()): Promise<ReminderRun> {
      if (closing) return { sent: 0, skipped: 0 };
      const run = await sendDueReminders(app, company, now);
      if (run.sent > 0) void app.mailQueue.flush().catch((error: unknown) => app.log.error({ err: error }, 'reminder mail not sent'));
      return run;
    }

    const messages: CustomerMessages = {
      async orderPlaced(tx, order, now) {
        const confirmationQueued = await notificationEnabled(tx, 'orderConfirmation');
        if (confirmationQueued) await enqueueOrderConfirmation(app.mailQueue, tx, { ...order, company });
        await planReminders(tx, order.stages, now);
        return { confirmationQueued };
      },
      async stagesChanged(tx, orderId, moves, now) {
        const changed = moves.filter(moved);
        if (changed.length === 0) return;
        await planReminders(tx, changed.map((move) => ({ id: move.stageId, date: move.after.date })), now);
        if (!(await notificationEnabled(tx, 'changeConfirmation'))) return;
        const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1);
        if (!order || order.status !== 'active') return;
        const recipients = await withInvoiceCopy(tx, order.clientId, await orderRecipients(tx, order));
        if (recipients.to.length === 0) return;
        const facts = { orderId: order.id, typeId: order.typeId, orderNumber: order.orderNumber, orderAddress: order.orderAddress };
        await app.mailQueue.enqueue(tx, changeConfirmationMail(recipients, facts, changed, company));
      },
      tick,
    };
    app.decorate('customerMessages', messages);

    const runLogged = () => {
      // One run at a time per instance; other instances are kept apart by the claim.
      if (running) return;
      running = tick()
        .catch((error: unknown) => {
          app.log.error({ err: error }, 'reminder run failed');
          return { sent: 0, skipped: 0 };
        })
        .finally(() => {
          running = null;
        });
    };
    app.addHook('onReady', async () => {
      timer = setInterval(runLogged, tickSeconds * 1000);
      timer.unref();
      runLogged();
    });
    app.addHook('preClose', async () => {
      closing = true;
      if (timer) clearInterval(timer);
      await running;
    });
  },
  { name: 'customer-messages', dependencies: ['mail-queue'] },
);
