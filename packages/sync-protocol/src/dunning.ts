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
  reminderNotFound: 'Die Mahnung wurde nicht gefunden.',
  /** Why a blocked invoice gets no reminder (proposals, run, open items). */
  blocked: (untilDate: string, reason: string) => `Mahnsperre bis ${untilDate}: ${reason}`,
} as const;

/** Longest reason of a Mahnsperre. */
export const DUNNING_BLOCK_REASON_MAX = 500;

export const DUNNING_BLOCK_TEXTS = {
  targetMissing: 'Bitte geben Sie entweder eine Rechnung oder einen Kunden an.',
  targetTwice: 'Eine Mahnsperre gilt entweder für eine Rechnung oder für einen Kunden, nicht für beides.',
  reasonMissing: 'Bitte geben Sie den Grund der Mahnsperre an.',
  reasonTooLong: `Der Grund darf höchstens ${DUNNING_BLOCK_REASON_MAX} Zeichen lang sein.`,
  dateInvalid: 'Bitte geben Sie ein gültiges Enddatum an (TT.MM.JJJJ).',
  dateInPast: 'Das Enddatum darf nicht in der Vergangenheit liegen.',
  dateTooFar: (latest: string) => `Eine Mahnsperre gilt höchstens zwei Jahre, also bis spätestens ${latest}.`,
  alreadyBlocked: (untilDate: string) => `Es besteht bereits eine Mahnsperre bis ${untilDate}. Heben Sie sie zuerst auf.`,
  invoiceNotFound: 'Die Rechnung wurde nicht gefunden.',
  clientNotFound: 'Der Kunde wurde nicht gefunden.',
  notFound: 'Die Mahnsperre wurde nicht gefunden.',
  alreadyLifted: 'Die Mahnsperre ist bereits aufgehoben.',
} as const;

/** The Mahnsperre an open item is under: its own, or its client's (the one lasting longest). */
export const OpenItemBlockSchema = Type.Object({
  blockId: Type.Integer(),
  scope: Type.Union([Type.Literal('invoice'), Type.Literal('client')]),
  reason: Type.String(),
  /** Last blocked day (inclusive). */
  untilDate: Type.String(),
});
export type OpenItemBlock = Static<typeof OpenItemBlockSchema>;

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
  /** Active Mahnsperre (no reminder until after its end date), or null. */
  block: Nullable(OpenItemBlockSchema),
});
export type OpenItem = Static<typeof OpenItemSchema>;

/** Dunning fees an open item's reminders charged that no payment settled yet (apart from its open amount). */
export const openFees = (item: Pick<OpenItem, 'fees' | 'feesPaid'>) => Math.max(0, item.fees - item.feesPaid);
export const OpenItemListSchema = Type.Array(OpenItemSchema);

/** An open item whose next reminder is due today: what the run would send. */
export const DunningProposalSchema = Type.Object({
  ...OpenItemSchema.properties,
  level: Level,
  title: Type.String(),
  fee: Type.Integer(),
  /** Open amount plus fee: the reminder's QR-bill amount. */
  amount: Type.Integer(),
  /** The client's invoice e-mails ('' when it has none: the run makes the reminder a PDF to print). */
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
  /** The addresses mailed; '' for a reminder to print (the client has no invoice e-mail). */
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
  /** Recorded without a mail (the client has no invoice e-mail): the office prints their PDF. */
  toPrint: Type.Array(SentReminderSchema),
  skipped: Type.Array(SkippedReminderSchema),
});
export type DunningRunAnswer = Static<typeof DunningRunAnswerSchema>;

export const ReminderParamsSchema = Type.Object({ reminderId: Id });

/** An active Mahnsperre as the list shows it (an invoice's block names its client too). */
export const DunningBlockSchema = Type.Object({
  blockId: Type.Integer(),
  invoiceId: Nullable(Type.Integer()),
  invoiceNumber: Nullable(Type.Integer()),
  clientId: Type.Integer(),
  clientName: Type.String(),
  reason: Type.String(),
  untilDate: Type.String(),
  liftedAt: Nullable(Type.String()),
  createdAt: Type.String(),
  createdBy: Nullable(Type.String()),
});
export type DunningBlock = Static<typeof DunningBlockSchema>;
export const DunningBlockListSchema = Type.Array(DunningBlockSchema);

/** Exactly one of invoiceId and clientId; the handler says in German what is missing or wrong. */
export const CreateDunningBlockBodySchema = Type.Object({
  invoiceId: Type.Optional(Id),
  clientId: Type.Optional(Id),
  reason: Type.String({ maxLength: 2_000 }),
  untilDate: Type.String({ maxLength: 20 }),
});
export type CreateDunningBlockBody = Static<typeof CreateDunningBlockBodySchema>;

export const DunningBlockParamsSchema = Type.Object({ blockId: Id });
