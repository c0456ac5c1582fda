// The field staff's own operations: the coming and past ones, confirming or declining a
// stage, the own rating. The detail of one is the operation detail the office sees.
import { Type, type Static, type TSchema } from 'typebox';
import { OperationDetailSchema, OperationListItemSchema, OperationStageParamsSchema } from './operations';
import { IdSchema } from './wire-bounds';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Id = IdSchema;

/** GET /api/user/rating. */
export const UserRatingAnswerSchema = Type.Object({
  operations: Type.Integer(),
  /** Average of the site leads' ratings, one decimal; null without any rating. */
  averageRating: Nullable(Type.Number()),
});
export type UserRatingAnswer = Static<typeof UserRatingAnswerSchema>;

/** GET /api/employee/operations/future: the caller's coming stages. */
export const EmployeeFutureAnswerSchema = Type.Object({
  stageDetails: Type.Array(OperationListItemSchema),
  userId: Type.Integer(),
});
export type EmployeeFutureAnswer = Static<typeof EmployeeFutureAnswerSchema>;

/** The spec's past operation item plus what the list shows. */
export const EmployeePastItemSchema = Type.Object({
  id: Type.Integer(),
  orderId: Type.Integer(),
  orderNumber: Type.String(),
  date: Nullable(Type.String()),
  time: Nullable(Type.String()),
  dateAndTime: Nullable(Type.String()),
  typeId: Type.Integer(),
  type: Type.String(),
  address: Type.String(),
  hours: Nullable(Type.Number()),
  comment: Nullable(Type.String()),
  version: Type.Integer(),
});
export type EmployeePastItem = Static<typeof EmployeePastItemSchema>;

export const EmployeePastAnswerSchema = Type.Object({
  stageDetails: Type.Array(EmployeePastItemSchema),
  userId: Type.Integer(),
});
export type EmployeePastAnswer = Static<typeof EmployeePastAnswerSchema>;

export const ConfirmOrDeclineBodySchema = Type.Object({
  action: Type.Union([Type.Literal('confirm'), Type.Literal('decline')]),
  stageId: Id,
});
export type ConfirmOrDeclineBody = Static<typeof ConfirmOrDeclineBodySchema>;

export const ConfirmOrDeclineAnswerSchema = Type.Object({
  stageId: Type.Integer(),
  userId: Type.Integer(),
  confirmation: Type.Boolean(),
  confirmationChanged: Nullable(Type.String()),
  version: Type.Integer(),
});
export type ConfirmOrDeclineAnswer = Static<typeof ConfirmOrDeclineAnswerSchema>;

/** One of the person's own operations: the detail the office sees (operations.ts), by its stage. */
export const OwnOperationParamsSchema = OperationStageParamsSchema;
export const OwnOperationDetailSchema = OperationDetailSchema;
