// The preview of a customer mail on the settings screen (decision 025): built with the same
// function that builds the real mail, from the newest order (its recipients and first dated
// stage), or from made-up sample facts when there is no order yet. Nothing is queued or sent.
import { desc, eq } from 'drizzle-orm';
import { addDays, zurichToday } from '@tragkraft/domain';
import type { MailNotificationKey, NotificationPreview } from '@tragkraft/sync-protocol';
import type { Company } from '../../config';
import type { Db } from '../../db/open-database';
import { orders, stages } from '../../db/schema';
import type { QueuedMail } from '../../plugins/mail-queue';
import { changeConfirmationMail } from '../../messages/change-confirmation-mail';
import type { OrderFacts } from '../../messages/mail-texts';
import { orderRecipients, withInvoiceCopy, type MailRecipients } from '../../messages/order-recipients';
import { reminderMail } from '../../messages/day-before-reminder-mail';
import { reportMail } from '../../messages/report-mail';
import { orderConfirmationMail } from '../../messages/order-confirmation-mail';

type MailKey = MailNotificationKey;

interface SampleStage {
  stageId: number;
  stageNumber: number;
  date: string;
  time: string | null;
}

interface Sample {
  order: OrderFacts;
  recipients: MailRecipients;
  /** The recipients with the client's invoice e-mail in copy (order and change confirmation). */
  withInvoiceCopy: MailRecipients;
  stages: SampleStage[];
}

type Builder = (sample: Sample, company: Company, publicUrl: string) => QueuedMail;

const BUILDERS: Record<MailKey, Builder> = {
  orderConfirmation: (sample, company) =>
    orderConfirmationMail({ orderId: sample.order.orderId, typeId: sample.order.typeId, to: sample.withInvoiceCopy.to[0] ?? '', cc: sample.withInvoiceCopy.cc, orderAddress: sample.order.orderAddress, stages: sample.stages, company }),
  changeConfirmation: (sample, company) => {
    const first = sample.stages[0]!;
    const move = { stageId: first.stageId, stageNumber: first.stageNumber, before: first, after: { date: addDays(first.date, 1), time: '10:00' } };
    return changeConfirmationMail(sample.withInvoiceCopy, sample.order, [move], company);
  },
  dayBeforeReminder: (sample, company) => reminderMail(sample.recipients, sample.order, sample.stages[0]!, company),
  // The stage's one Arbeitsrapport mail as the completion sends it; signed on site, it goes
  // at once with the signature's lines (decision 023, issue 27).
  reportAvailable: (sample, company, publicUrl) => {
    const { order } = sample;
    const stage = sample.stages[0]!;
    const facts = { stageId: stage.stageId, stageNumber: stage.stageNumber, orderId: order.orderId, orderNumber: order.orderNumber, date: stage.date, time: stage.time, address: order.orderAddress };
    return reportMail('completed', sample.recipients, facts, publicUrl, company);
  },
};

function madeUpSample(now: Date): Sample {
  return {
    order: { orderId: 1234, typeId: 1, orderNumber: 'B-4711', orderAddress: 'Muster AG\nMusterstrasse 1\n8000 Zürich' },
    recipients: { to: ['kunde@beispiel.ch'], cc: [] },
    withInvoiceCopy: { to: ['kunde@beispiel.ch'], cc: ['buchhaltung@beispiel.ch'] },
    stages: [{ stageId: 0, stageNumber: 1, date: addDays(zurichToday(now), 7), time: '08:00' }],
  };
}

/** The newest order with a dated stage, as preview facts; null when there is none. */
async function newestOrderSample(db: Db, now: Date): Promise<Sample | null> {
  const [order] = await db.select().from(orders).orderBy(desc(orders.id)).limit(1);
  if (!order) return null;
  const rows = await db.select().from(stages).where(eq(stages.orderId, order.id)).orderBy(stages.stageNumber);
  const dated = rows.flatMap((s) => (s.date ? [{ stageId: s.id, stageNumber: s.stageNumber, date: s.date, time: s.time }] : []));
  const found = await orderRecipients(db, order);
  const recipients = found.to.length > 0 ? found : madeUpSample(now).recipients;
  return {
    order: { orderId: order.id, typeId: order.typeId, orderNumber: order.orderNumber, orderAddress: order.orderAddress },
    recipients,
    withInvoiceCopy: await withInvoiceCopy(db, order.clientId, recipients),
    stages: dated.length > 0 ? dated : madeUpSample(now).stages,
  };
}

const asList = (value: string | string[] | undefined) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

export async function previewMail(db: Db, key: MailKey, company: Company, publicUrl: string, now: Date): Promise<NotificationPreview> {
  const mail = BUILDERS[key]((await newestOrderSample(db, now)) ?? madeUpSample(now), company, publicUrl);
  return {
    subject: mail.subject,
    text: mail.text,
    to: asList(mail.to),
    cc: asList(mail.cc),
    attachments: (mail.attachments ?? []).map((attachment) => attachment.filename),
  };
}
