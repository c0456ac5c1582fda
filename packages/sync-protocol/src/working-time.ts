import { Type, type Static, type TSchema } from 'typebox';
import { TIME_ENTRY_KINDS } from '@tragkraft/domain';
import { IdSchema, IsoWeekSchema } from './wire-bounds';

// Working time (issue 32, decision 037): the field staff's taps on the "Zeit" screen, the
// week with totals, breaks, travel, warnings and overtime balance, the office's approval
// ("Visieren"), corrections with their history, and the month's time sheet for payroll.
// Durations on the wire are whole minutes; times are ISO timestamps with offset.

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Timestamp = Type.String({ format: 'date-time', maxLength: 40 });

export const TimeEntryKindSchema = Type.Enum(TIME_ENTRY_KINDS);

/** POST /api/me/time: one tap, idempotent by `clientId` (and the Idempotency-Key). */
export const RecordTimeBodySchema = Type.Object({
  /** The phone's UUID of this tap; the same clientId twice stores one entry. */
  clientId: Type.String({ format: 'uuid', maxLength: 36 }),
  kind: TimeEntryKindSchema,
  /** When the person tapped, by the phone's clock. */
  at: Timestamp,
  /** The stage the person works at (start, resume, travel); the report's hours come from it. */
  stageId: Type.Optional(Nullable(IdSchema)),
  /**
   * The phone's clock when it sent the tap (the outbox sets it on each send). With it the
   * server tells a wrong phone clock from a tap sent late because the phone was offline.
   */
  sentAt: Type.Optional(Timestamp),
});
export type RecordTimeBody = Static<typeof RecordTimeBodySchema>;

/** POST /api/me/time/correct and /api/admin/time/correct. */
export const CorrectTimeBodySchema = Type.Object({
  entryId: IdSchema,
  at: Type.Optional(Timestamp),
  kind: Type.Optional(TimeEntryKindSchema),
  reason: Type.String({ minLength: 3, maxLength: 500, pattern: '\\S' }),
});
export type CorrectTimeBody = Static<typeof CorrectTimeBodySchema>;

/** POST /api/admin/time/approve. */
export const ApproveTimeBodySchema = Type.Object({ userId: IdSchema, week: IsoWeekSchema });
export type ApproveTimeBody = Static<typeof ApproveTimeBodySchema>;

export const TimeWeekQuerySchema = Type.Object({ week: IsoWeekSchema });
export type TimeWeekQuery = Static<typeof TimeWeekQuerySchema>;

export const TIME_EXPORT_FORMATS = ['pdf', 'xlsx', 'csv'] as const;
/** GET /api/admin/time-export?month=YYYY-MM&format=pdf|xlsx|csv&userId=. */
export const TimeExportQuerySchema = Type.Object({
  month: Type.String({ pattern: '^20\\d{2}-(0[1-9]|1[0-2])$', maxLength: 7 }),
  format: Type.Enum(TIME_EXPORT_FORMATS),
  userId: IdSchema,
});
export type TimeExportQuery = Static<typeof TimeExportQuerySchema>;

/** The value an entry had before a correction (the history keeps every earlier value). */
export const TimeCorrectionSchema = Type.Object({
  kind: TimeEntryKindSchema,
  at: Timestamp,
  reason: Type.String(),
  correctedAt: Timestamp,
  correctedByName: Type.String(),
});
export type TimeCorrection = Static<typeof TimeCorrectionSchema>;

export const TimeEntrySchema = Type.Object({
  id: Type.Integer(),
  clientId: Type.String(),
  kind: TimeEntryKindSchema,
  /** The phone's time (after corrections, the corrected time). */
  at: Timestamp,
  /** When the server received the tap. */
  receivedAt: Timestamp,
  stageId: Nullable(Type.Integer()),
  /** The phone's clock against the server's, in minutes (null when unknown). */
  clockOffsetMinutes: Nullable(Type.Integer()),
  /** True when the phone's clock was more than 10 minutes off: shown to the office. */
  clockFlagged: Type.Boolean(),
  /** Earlier values, oldest first; empty when never corrected. */
  history: Type.Array(TimeCorrectionSchema),
});
export type TimeEntry = Static<typeof TimeEntrySchema>;

/** A broken rule in plain German; `date` is the day it concerns (null: the whole week). */
export const TimeWarningSchema = Type.Object({
  code: Type.String(),
  date: Nullable(Type.String()),
  message: Type.String(),
});
export type TimeWarning = Static<typeof TimeWarningSchema>;

export const TimeDaySchema = Type.Object({
  date: Type.String(),
  /** Working time including travel, in minutes. */
  workMinutes: Type.Integer(),
  breakMinutes: Type.Integer(),
  travelMinutes: Type.Integer(),
  /** Paid time credited for a Zurich public holiday on a weekday. */
  holidayMinutes: Type.Integer(),
  holidayName: Nullable(Type.String()),
  entries: Type.Array(TimeEntrySchema),
});
export type TimeDay = Static<typeof TimeDaySchema>;

/** One person's week: GET /api/me/time, and one row of GET /api/admin/time. */
export const TimeWeekSchema = Type.Object({
  week: Type.String(),
  userId: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  weeklyTargetHours: Type.Number(),
  /** Monday to Sunday. */
  days: Type.Array(TimeDaySchema),
  /** Worked (with travel) plus paid holidays, in minutes. */
  totalMinutes: Type.Integer(),
  targetMinutes: Type.Integer(),
  /** This week's total minus its target. */
  weekBalanceMinutes: Type.Integer(),
  /** Every recorded week up to and including this one: total minus target. */
  balanceMinutes: Type.Integer(),
  warnings: Type.Array(TimeWarningSchema),
  approved: Type.Boolean(),
  approvedAt: Nullable(Timestamp),
  approvedByName: Nullable(Type.String()),
});
export type TimeWeek = Static<typeof TimeWeekSchema>;

export const ApproveTimeAnswerSchema = Type.Object({ userId: Type.Integer(), week: Type.String(), approvedAt: Timestamp });
export type ApproveTimeAnswer = Static<typeof ApproveTimeAnswerSchema>;

export const TimeStageParamsSchema = Type.Object({ stageId: IdSchema });

/** GET /api/me/time/stages/:stageId: the report's proposed hours per person of the stage. */
export const StageRecordedHoursSchema = Type.Object({
  stageId: Type.Integer(),
  date: Nullable(Type.String()),
  hours: Type.Array(Type.Object({ userId: Type.Integer(), recordedHours: Type.Number() })),
});
export type StageRecordedHours = Static<typeof StageRecordedHoursSchema>;

/** GET /api/admin/time/stages?week=: recorded against reported hours per stage and person. */
export const StageHoursComparisonSchema = Type.Object({
  stageId: Type.Integer(),
  orderId: Type.Integer(),
  date: Type.String(),
  userId: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  recordedHours: Type.Number(),
  reportedHours: Nullable(Type.Number()),
});
export type StageHoursComparison = Static<typeof StageHoursComparisonSchema>;

export const TIME_TEXTS = {
  future: 'Diese Zeit liegt in der Zukunft. Bitte prüfen Sie die Uhr des Telefons.',
  beforePerson: 'Diese Zeit liegt vor dem Eintritt der Person.',
  weekApproved: 'Diese Woche ist bereits visiert und kann nicht mehr geändert werden.',
  weekAlreadyApproved: 'Diese Woche ist bereits visiert.',
  entryNotFound: 'Diesen Zeiteintrag gibt es nicht.',
  personNotFound: 'Diese Person gibt es nicht.',
  stageNotFound: 'Diese Etappe gibt es nicht.',
  clientIdReused: 'Dieser Zeiteintrag wurde bereits mit anderen Angaben gesendet.',
  nothingToCorrect: 'Bitte geben Sie eine neue Zeit oder Art an.',
  weekFuture: 'Eine Woche in der Zukunft kann nicht visiert werden.',
} as const;
