// The dispatch board and staff absences (issue 21, decision 021): one week of field staff x
// days with their stages, the stages still lacking staff, capacity per service family, and the
// absences an admin enters.
import { Type, type Static, type TSchema } from 'typebox';
import { ABSENCE_REASONS } from '@tragkraft/domain';
import { IsoDateSchema, IsoWeekSchema } from './wire-bounds';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** A row id: PostgreSQL's integer, so a larger number is bad input, not a database error. */
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const IsoDate = IsoDateSchema;
const IsoWeek = IsoWeekSchema;

export const AbsenceReasonSchema = Type.Enum(ABSENCE_REASONS);

export const AbsenceSchema = Type.Object({
  id: Type.Integer(),
  userId: Type.Integer(),
  /** First and last name of the person. */
  name: Type.String(),
  startDate: Type.String(),
  endDate: Type.String(),
  reason: AbsenceReasonSchema,
});
export type Absence = Static<typeof AbsenceSchema>;

/** A stage the person is planned on during a new absence (the admin is told, nothing refused). */
export const PlannedDuringAbsenceSchema = Type.Object({ stageId: Type.Integer(), orderId: Type.Integer(), date: Type.String(), time: Nullable(Type.String()) });

export const AbsenceListQuerySchema = Type.Object({
  /** Only absences with at least one day in this week; without: every absence from today on. */
  week: Type.Optional(IsoWeek),
  userId: Type.Optional(Id),
});
export type AbsenceListQuery = Static<typeof AbsenceListQuerySchema>;

export const NewAbsenceBodySchema = Type.Object({
  userId: Id,
  startDate: IsoDate,
  endDate: IsoDate,
  reason: AbsenceReasonSchema,
});
export type NewAbsenceBody = Static<typeof NewAbsenceBodySchema>;

export const NewAbsenceAnswerSchema = Type.Object({ absence: AbsenceSchema, plannedDuring: Type.Array(PlannedDuringAbsenceSchema) });
export type NewAbsenceAnswer = Static<typeof NewAbsenceAnswerSchema>;

export const AbsenceParamsSchema = Type.Object({ id: Id });

/** The signed-in staff member's own absences, from today on. */
export const OwnAbsenceSchema = Type.Object({ id: Type.Integer(), startDate: Type.String(), endDate: Type.String(), reason: AbsenceReasonSchema });
export type OwnAbsence = Static<typeof OwnAbsenceSchema>;

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
  /** People the stage needs (decision 021). */
  needed: Type.Integer(),
  /** People planned who have not declined. */
  planned: Type.Integer(),
});
export type BoardStage = Static<typeof BoardStageSchema>;

/** A card in a person's cell: the stage and that person's answer (null open, true yes, false no). */
export const BoardAssignmentSchema = Type.Object({ ...BoardStageSchema.properties, confirmation: Nullable(Type.Boolean()) });
export type BoardAssignment = Static<typeof BoardAssignmentSchema>;

export const BoardAbsenceSchema = Type.Object({ id: Type.Integer(), reason: AbsenceReasonSchema, startDate: Type.String(), endDate: Type.String() });
export type BoardAbsence = Static<typeof BoardAbsenceSchema>;

export const BoardCellSchema = Type.Object({ date: Type.String(), stages: Type.Array(BoardAssignmentSchema), absence: Nullable(BoardAbsenceSchema) });
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

export const BoardAnswerSchema = Type.Object({
  week: Type.String(),
  /** Monday to Sunday. */
  days: Type.Array(Type.String()),
  staff: Type.Array(BoardPersonSchema),
  unplanned: Type.Array(BoardStageSchema),
  capacity: Type.Array(BoardCapacitySchema),
});
export type BoardAnswer = Static<typeof BoardAnswerSchema>;
