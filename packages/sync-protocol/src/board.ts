// The dispatch board (issue 21, decision 021): one week of field staff x days with their
// stages, the stages still lacking staff, capacity per service family, and the absences an
// admin enters (their own schemas in absences.ts).
import { Type, type Static, type TSchema } from 'typebox';
import { IsoDateSchema, IsoWeekSchema } from './wire-bounds';
import { AbsenceReasonSchema } from './absences';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** A row id: PostgreSQL's integer, so a larger number is bad input, not a database error. */
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const IsoDate = IsoDateSchema;
const IsoWeek = IsoWeekSchema;

export const BoardQuerySchema = Type.Object({ week: IsoWeek });
export type BoardQuery = Static<typeof BoardQuerySchema>;

/** One stage as a card: what, where, for whom, and how many of the needed people are planned. */
export const BoardStageSchema = Type.Object({
  stageId: Type.Integer(),
  orderId: Type.Integer(),
  stageNumber: Type.Integer(),
  date: Type.String(),
  time: Nullable(Type.String()),
  typeId: Type.Integer(),
  /** The service's German name. */
  service: Type.String(),
  client: Type.String(),
  /** The order's address. */
  place: Type.String(),
  /** People the stage needs (decision 021): leadsNeeded + employeesNeeded. */
  needed: Type.Integer(),
  /** People planned who have not declined. */
  planned: Type.Integer(),
  /** The stage's version: sent back with a move, so a change by another admin in between is refused (decision 035). */
  version: Type.Integer(),
  /** Estimated minutes on site: the stage's own or the service's default from its amount. */
  durationMinutes: Type.Integer(),
  /** Whether durationMinutes was set on the stage (false: the default). */
  durationSet: Type.Boolean(),
  /** Start plus duration ('HH:MM', may pass midnight as '24:30'); null without a start time. */
  end: Nullable(Type.String()),
  /** Site leads and employees needed: the stage's own or the service's default crew. */
  leadsNeeded: Type.Integer(),
  employeesNeeded: Type.Integer(),
  /** Whether the needed people were set on the stage (false: the default). */
  crewSet: Type.Boolean(),
  /** Planned (not declined) site leads (operators) and employees. */
  leadsPlanned: Type.Integer(),
  employeesPlanned: Type.Integer(),
  /** Whether the site was found in the Swiss locality data (its postcode): without, no travel is counted for it. */
  located: Type.Boolean(),
});
export type BoardStage = Static<typeof BoardStageSchema>;

/** A card in a person's cell: the stage and that person's answer (null open, true yes, false no). */
export const BoardAssignmentSchema = Type.Object({ ...BoardStageSchema.properties, confirmation: Nullable(Type.Boolean()) });
export type BoardAssignment = Static<typeof BoardAssignmentSchema>;

export const BoardAbsenceSchema = Type.Object({ id: Type.Integer(), reason: AbsenceReasonSchema, startDate: Type.String(), endDate: Type.String() });
export type BoardAbsence = Static<typeof BoardAbsenceSchema>;

/** One drive of a person's day: from the depot or a stage to a stage or the depot (null: the depot). */
export const BoardTravelLegSchema = Type.Object({
  fromStageId: Nullable(Type.Integer()),
  toStageId: Nullable(Type.Integer()),
  minutes: Type.Integer(),
  /**
   * Where the minutes come from: 'router' the routing provider (MAPS_PROVIDER), 'estimate' the
   * road estimate (no provider, or its answer did not arrive), 'none' no drive (same address,
   * or a place not found).
   */
  source: Type.Union([Type.Literal('router'), Type.Literal('estimate'), Type.Literal('none')]),
});
export type BoardTravelLeg = Static<typeof BoardTravelLegSchema>;

/** Two stages of a person's day whose times overlap (start to start plus duration). */
export const BoardOverlapSchema = Type.Object({ firstStageId: Type.Integer(), secondStageId: Type.Integer() });

export const BoardCellSchema = Type.Object({
  date: Type.String(),
  /** The person's stages of the day in day order (start time, then id). */
  stages: Type.Array(BoardAssignmentSchema),
  absence: Nullable(BoardAbsenceSchema),
  /** Depot to first stage, between consecutive stages, last stage to depot; empty without stages. */
  travel: Type.Array(BoardTravelLegSchema),
  travelMinutes: Type.Integer(),
  /** Sum of the stages' durations. */
  workMinutes: Type.Integer(),
  /** Working day minus work and travel (negative: too much). */
  freeMinutes: Type.Integer(),
  overlaps: Type.Array(BoardOverlapSchema),
  /** Work plus travel is longer than the working day, or the day ends after it. */
  exceedsWorkingDay: Type.Boolean(),
});
export type BoardCell = Static<typeof BoardCellSchema>;

export const BoardPersonSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  role: Type.Union([Type.Literal('operator'), Type.Literal('employee')]),
  days: Type.Array(BoardCellSchema),
});
export type BoardPerson = Static<typeof BoardPersonSchema>;

export const CapacityFamilySchema = Type.Union([Type.Literal('floor'), Type.Literal('facadeLift'), Type.Literal('labs'), Type.Literal('service')]);

export const BoardCapacitySchema = Type.Object({ date: Type.String(), family: CapacityFamilySchema, booked: Type.Integer(), capacity: Type.Integer() });
export type BoardCapacity = Static<typeof BoardCapacitySchema>;

/** People the day's stages need against active field staff minus those absent that day. */
export const BoardPeopleDaySchema = Type.Object({ date: Type.String(), needed: Type.Integer(), available: Type.Integer() });
export type BoardPeopleDay = Static<typeof BoardPeopleDaySchema>;

export const BoardAnswerSchema = Type.Object({
  week: Type.String(),
  /** Monday to Sunday. */
  days: Type.Array(Type.String()),
  staff: Type.Array(BoardPersonSchema),
  unplanned: Type.Array(BoardStageSchema),
  capacity: Type.Array(BoardCapacitySchema),
  /** Per day: people the stages need against active staff minus the absent. */
  people: Type.Array(BoardPeopleDaySchema),
  /** The working day travel and work are measured against ('HH:MM'). */
  workingDay: Type.Object({ start: Type.String(), end: Type.String() }),
  /** Where every day starts and ends (COMPANY_* address). */
  depot: Type.String(),
  /** A routing provider is set (MAPS_PROVIDER): legs with source 'estimate' are marked as estimated. */
  routing: Type.Boolean(),
});
export type BoardAnswer = Static<typeof BoardAnswerSchema>;

// ---- dispatch (issue 33, decision 035) ----

const Time = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', maxLength: 5 });
const Version = Type.Integer({ minimum: 0, maximum: 2_147_483_647 });
const UserIds = Type.Array(Id, { maxItems: 30 });

/**
 * POST /api/admin/board/move: a stage to a date (and start time), optionally with its people
 * (userIds: the whole crew afterwards; people not listed are unplanned). The same date with
 * userIds plans a crew in one action ("Team einplanen"). `version` is the stage's version the
 * admin saw: another admin's change in between is refused (409 'stale'). `force` plans people
 * who are absent or already planned that day. Idempotent with an Idempotency-Key header.
 */
export const BoardMoveBodySchema = Type.Object({
  stageId: Id,
  date: IsoDate,
  /** Start time; null removes it; absent keeps it. */
  time: Type.Optional(Nullable(Time)),
  userIds: Type.Optional(UserIds),
  version: Version,
  force: Type.Optional(Type.Boolean()),
});
export type BoardMoveBody = Static<typeof BoardMoveBodySchema>;

/** What a stage was before a move or edit: the admin's undo sends it back as a move. */
export const BoardStageStateSchema = Type.Object({ date: Type.String(), time: Nullable(Type.String()), userIds: Type.Array(Type.Integer()) });
export type BoardStageState = Static<typeof BoardStageStateSchema>;

/** The changed stage as the board shows it, its planned people and what it was before. */
export const BoardMoveAnswerSchema = Type.Object({
  stage: BoardStageSchema,
  userIds: Type.Array(Type.Integer()),
  previous: BoardStageStateSchema,
});
export type BoardMoveAnswer = Static<typeof BoardMoveAnswerSchema>;

/**
 * A refused move: { code, message, reasons } with every reason in German (lead time,
 * capacity, chronology, absence, another admin's change). code 'stale': changed meanwhile.
 */
export const BoardRefusalSchema = Type.Object({ code: Type.String(), message: Type.String(), reasons: Type.Array(Type.String()) });
export type BoardRefusal = Static<typeof BoardRefusalSchema>;

/**
 * POST /api/admin/board/stage: a stage's estimated duration and needed people (null: the
 * service's default), from the board or the order modal.
 */
export const BoardStagePlanBodySchema = Type.Object({
  stageId: Id,
  durationMinutes: Nullable(Type.Integer({ minimum: 15, maximum: 1_440 })),
  leadsNeeded: Nullable(Type.Integer({ minimum: 0, maximum: 20 })),
  employeesNeeded: Nullable(Type.Integer({ minimum: 0, maximum: 50 })),
  version: Version,
});
export type BoardStagePlanBody = Static<typeof BoardStagePlanBodySchema>;

/**
 * POST /api/admin/board/apply-order: a suggested day order applied, every stage's start time in
 * one transaction, all or none (a stage changed meanwhile: 409 'stale' with a reason per
 * stage). `version` is each stage's version the admin saw; null removes a start time (the undo
 * of an order sends the times before). Idempotent with an Idempotency-Key header.
 */
export const ApplyOrderBodySchema = Type.Object({
  date: IsoDate,
  stages: Type.Array(Type.Object({ stageId: Id, version: Version, time: Nullable(Time) }), { minItems: 1, maxItems: 60 }),
});
export type ApplyOrderBody = Static<typeof ApplyOrderBodySchema>;

/** Every stage as a move answers it (the card, its people, what it was before), in the body's order. */
export const ApplyOrderAnswerSchema = Type.Object({ stages: Type.Array(BoardMoveAnswerSchema) });
export type ApplyOrderAnswer = Static<typeof ApplyOrderAnswerSchema>;

/** POST /api/admin/board/suggest-order: the stages of these people on that day (any of them planned). */
export const SuggestOrderBodySchema = Type.Object({ date: IsoDate, userIds: Type.Array(Id, { minItems: 1, maxItems: 30 }) });
export type SuggestOrderBody = Static<typeof SuggestOrderBodySchema>;

/** One stop of the proposed order: the start time to apply (a move with `time` and `version`). */
export const SuggestedStopSchema = Type.Object({
  stageId: Type.Integer(),
  orderId: Type.Integer(),
  place: Type.String(),
  /** Proposed start: the working day's start plus work and travel before it. */
  time: Type.String(),
  end: Type.String(),
  /** Drive from the previous stop (the depot for the first). */
  travelMinutes: Type.Integer(),
  version: Type.Integer(),
});
export const SuggestOrderAnswerSchema = Type.Object({
  date: Type.String(),
  /** Stage ids in today's order (start time, then id) and in the proposed one. */
  currentOrder: Type.Array(Type.Integer()),
  proposedOrder: Type.Array(Type.Integer()),
  stops: Type.Array(SuggestedStopSchema),
  /** Total drive depot → stages → depot in today's and in the proposed order (never more). */
  travelMinutesBefore: Type.Integer(),
  travelMinutesAfter: Type.Integer(),
});
export type SuggestOrderAnswer = Static<typeof SuggestOrderAnswerSchema>;

/**
 * GET /api/admin/board/print?week=YYYY-Www&team=3,7: PDF (A4 landscape), the week plan of
 * the team (comma separated user ids; without: all field staff) and a day sheet per person
 * and day with stages.
 */
export const BoardPrintQuerySchema = Type.Object({
  week: IsoWeek,
  team: Type.Optional(Type.String({ pattern: '^\\d{1,10}(,\\d{1,10}){0,59}$', maxLength: 700 })),
});
export type BoardPrintQuery = Static<typeof BoardPrintQuerySchema>;
