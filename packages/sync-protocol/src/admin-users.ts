// The admin's logins of client companies and staff (admin-users endpoints).
import { Type, type Static, type TSchema } from 'typebox';
import { ROLES } from '@tragkraft/domain';
import { IdSchema } from './wire-bounds';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Id = IdSchema;

export const GenderSchema = Nullable(Type.Union([Type.Literal('male'), Type.Literal('female')]));
/** One of domain's ROLES. */
export const AdminRoleSchema = Type.Enum(ROLES);

const userFields = {
  email: Type.String({ maxLength: 254 }),
  gender: Type.Optional(GenderSchema),
  firstName: Type.Optional(Type.String({ maxLength: 100 })),
  lastName: Type.Optional(Type.String({ maxLength: 100 })),
  phone: Type.Optional(Type.String({ maxLength: 50 })),
  role: AdminRoleSchema,
  noEmail: Type.Optional(Type.Boolean()),
  cc: Type.Optional(Type.Boolean()),
  permanent: Type.Optional(Type.Boolean()),
  inactive: Type.Optional(Type.Boolean()),
  adminSendEmail: Type.Optional(Type.Boolean()),
  /** Left out: unchanged (42.5 for a new user). At most the Labour Act's 50 hours. */
  weeklyTargetHours: Type.Optional(Type.Number({ minimum: 0, maximum: 50 })),
};

export const AdminUserSchema = Type.Object({
  id: Type.Integer(),
  /** Null for staff (admin, operator, employee). */
  clientId: Nullable(Type.Integer()),
  email: Type.String(),
  gender: GenderSchema,
  firstName: Type.String(),
  lastName: Type.String(),
  phone: Type.String(),
  role: AdminRoleSchema,
  noEmail: Type.Boolean(),
  cc: Type.Boolean(),
  permanent: Type.Boolean(),
  inactive: Type.Boolean(),
  /** Meaningful for admins only (always false for other roles). */
  adminSendEmail: Type.Boolean(),
  /** Contract hours a week, the target of the working-time balance (staff; default 42.5). */
  weeklyTargetHours: Type.Number(),
  /** Whether the user has set a password yet (else send a password link). */
  hasPassword: Type.Boolean(),
});
export type AdminUser = Static<typeof AdminUserSchema>;

/** POST /api/admin/users/create: client users need clientId (role client|clerk), staff none. */
export const CreateUserBodySchema = Type.Object({ clientId: Type.Optional(Nullable(Id)), ...userFields });
export type CreateUserBody = Static<typeof CreateUserBodySchema>;

/** POST /api/admin/users/update: the whole form; the company of a user does not change. */
export const UpdateUserBodySchema = Type.Object({ id: Id, ...userFields });
export type UpdateUserBody = Static<typeof UpdateUserBodySchema>;

/** DELETE /api/admin/users/{id}: 'removed' (no history) or 'anonymised' (kept for history). */
export const DeleteUserAnswerSchema = Type.Object({
  ok: Type.Literal(true),
  result: Type.Union([Type.Literal('removed'), Type.Literal('anonymised')]),
});
export type DeleteUserAnswer = Static<typeof DeleteUserAnswerSchema>;

export const SendPasswordLinkBodySchema = Type.Object({ userId: Id });

export const SendPasswordLinkAnswerSchema = Type.Object({ ok: Type.Literal(true), sentTo: Type.String() });
export type SendPasswordLinkAnswer = Static<typeof SendPasswordLinkAnswerSchema>;
