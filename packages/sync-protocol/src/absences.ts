// Staff absences (issue 21, decision 021): what an admin enters and what a staff member sees
// of their own. The dispatch board (board.ts) shows them in its week.
import { Type, type Static, type TSchema } from 'typebox';
import { ABSENCE_REASONS } from '@tragkraft/domain';
import { IdSchema, IsoDateSchema, IsoWeekSchema } from './wire-bounds';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Id = IdSchema;
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
