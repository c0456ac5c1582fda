// Open items and dunning (issue 18, decision 022): the sent invoices not paid in full, the
// reminders proposed for them, and the reminder run. Amounts are Rappen, dates ISO (yyyy-mm-dd).
import { Type, type Static, type TSchema } from 'typebox';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Level = Type.Integer({ minimum: 1, maximum: 3 });

/** Invoices one reminder run may take (the screen sends the proposals it shows). */
export const DUNNING_RUN_MAX_INVOICES = 500;
export const OPEN_ITEMS_FILE_NAME = 'OffenePosten.xlsx';

export const DUNNING_TEXTS = {
  invoiceNotFound: 'Die Rechnung wurde nicht gefunden.',
  notSent: 'Die Rechnung wurde noch nicht versandt.',
  paid: 'Die Rechnung ist bezahlt.',
  nothingOpen: 'Auf der Rechnung ist nichts mehr offen.',
  allLevelsSent: 'Die 2. Mahnung wurde bereits versandt; weitere Stufen gibt es nicht.',
  notDueYet: (title: string, date: string) => `Die nächste Stufe (${title}) ist erst ab ${date} fällig.`,
  alreadySent: (title: string, date: string) => `Die ${title} wurde am ${date} bereits versandt.`,
  noEmail: 'Der Kunde hat keine E-Mail-Adresse für Rechnungen.',
  reminderNotFound: 'Die Mahnung wurde nicht gefunden.',
} as const;

/** A sent invoice that is not paid in full. */
export const OpenItemSchema = Type.Object({
  invoiceId: Type.Integer(),
  invoiceNumber: Type.Integer(),
  clientId: Type.Integer(),
  clientName: Type.String(),
  invoiceDate: Type.String(),
  dueDate: Type.String(),
  total: Type.Integer(),
  /** Received so far (imported or assigned payments). */
  received: Type.Integer(),
  openAmount: Type.Integer(),
  /** Dunning fees its reminders charged, and those paid (fee income, apart from received and open). */
  fees: Type.Integer(),
  feesPaid: Type.Integer(),
  /** Days past the due date, 0 until then. */
  daysOverdue: Type.Integer(),
  /** Highest reminder level sent: 0 none, 1 Zahlungserinnerung, 2 1. Mahnung, 3 2. Mahnung. */
  reminderLevel: Type.Integer({ minimum: 0, maximum: 3 }),
  lastReminderDate: Nullable(Type.String()),
});
export type OpenItem = Static<typeof OpenItemSchema>;
export const OpenItemListSchema = Type.Array(OpenItemSchema);

/** An open item whose next reminder is due today: what the run would send. */
export const DunningProposalSchema = Type.Object({
  ...OpenItemSchema.properties,
  level: Level,
  title: Type.String(),
  fee: Type.Integer(),
  /** Open amount plus fee: the reminder's QR-bill amount. */
  amount: Type.Integer(),
  /** The client's invoice e-mails ('' when it has none: the run skips it). */
  sendTo: Type.String(),
});
export type DunningProposal = Static<typeof DunningProposalSchema>;
export const DunningProposalListSchema = Type.Array(DunningProposalSchema);

export const DunningRunBodySchema = Type.Object({
  invoiceIds: Type.Array(Id, { minItems: 1, maxItems: DUNNING_RUN_MAX_INVOICES }),
});
export type DunningRunBody = Static<typeof DunningRunBodySchema>;

export const SentReminderSchema = Type.Object({
  reminderId: Type.Integer(),
  invoiceId: Type.Integer(),
  invoiceNumber: Type.Integer(),
  clientName: Type.String(),
  level: Level,
  title: Type.String(),
  fee: Type.Integer(),
  amount: Type.Integer(),
  sentTo: Type.String(),
});
export type SentReminder = Static<typeof SentReminderSchema>;

export const SkippedReminderSchema = Type.Object({
  invoiceId: Type.Integer(),
  invoiceNumber: Nullable(Type.Integer()),
  reason: Type.String(),
});
export type SkippedReminder = Static<typeof SkippedReminderSchema>;

export const DunningRunAnswerSchema = Type.Object({
  sent: Type.Array(SentReminderSchema),
  skipped: Type.Array(SkippedReminderSchema),
});
export type DunningRunAnswer = Static<typeof DunningRunAnswerSchema>;

export const ReminderParamsSchema = Type.Object({ reminderId: Id });
