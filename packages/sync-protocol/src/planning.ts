// Planning: which staff are assigned to a stage (the employee picker, assign, unassign).
import { Type, type Static, type TSchema } from 'typebox';
import { IdSchema } from './wire-bounds';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Id = IdSchema;

// The employee picker of a stage.
export const PickerConflictSchema = Type.Object({ stageId: Type.Integer(), orderId: Type.Integer(), date: Type.String(), time: Nullable(Type.String()) });
export type PickerConflict = Static<typeof PickerConflictSchema>;

export const PickerEmployeeSchema = Type.Object({
  id: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  phone: Type.String(),
  role: Type.Union([Type.Literal('operator'), Type.Literal('employee')]),
  permanent: Type.Boolean(),
  /** Only people assigned to this stage can be inactive here (so they can be removed). */
  inactive: Type.Boolean(),
  /** Stages of active orders the person is planned on (not declined) from today to today + 30 days. */
  assignedCount: Type.Integer(),
  /** Average of the site leads' ratings, one decimal; null without any rating. */
  averageRating: Nullable(Type.Number()),
  /** On this stage. */
  assigned: Type.Boolean(),
  /** Confirmation on this stage (null: open or not assigned). */
  confirmation: Nullable(Type.Boolean()),
  /** Other stages of active orders on the same day the person is planned on (not declined). */
  conflicts: Type.Array(PickerConflictSchema),
  /** The reason of the person's absence on the stage's day ('Ferien', …), null when present. */
  absence: Nullable(Type.String()),
});
export type PickerEmployee = Static<typeof PickerEmployeeSchema>;

export const PlanningParamsSchema = Type.Object({ stageId: Id });

/** GET /api/admin/planning/{stageId}; also the answer of assign and unassign. */
export const PlanningAnswerSchema = Type.Object({
  stageId: Type.Integer(),
  orderId: Type.Integer(),
  date: Nullable(Type.String()),
  time: Nullable(Type.String()),
  employees: Type.Array(PickerEmployeeSchema),
});
export type PlanningAnswer = Static<typeof PlanningAnswerSchema>;

/**
 * POST /api/admin/planning/assign. A person already planned on another stage the same day
 * answers 409 { code: 'conflict', message, conflicts } unless `force` is true.
 */
export const AssignBodySchema = Type.Object({ stageId: Id, userId: Id, force: Type.Optional(Type.Boolean()) });
export type AssignBody = Static<typeof AssignBodySchema>;

/** POST /api/admin/planning/unassign. */
export const UnassignBodySchema = Type.Object({ stageId: Id, userId: Id });
export type UnassignBody = Static<typeof UnassignBodySchema>;
