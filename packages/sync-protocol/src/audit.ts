// The audit log (who changed what, when) as the admin reads it.
import { Type, type Static, type TSchema } from 'typebox';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const AuditEntrySchema = Type.Object({
  id: Type.Integer(),
  createdAt: Type.String(),
  user: Nullable(Type.Object({ id: Type.Integer(), firstName: Type.String(), lastName: Type.String() })),
  entity: Type.String(),
  entityId: Type.String(),
  action: Type.String(),
  /** Changed fields as { field: { from, to } }, or what was added/removed. */
  changes: Type.Unknown(),
});
export type AuditEntry = Static<typeof AuditEntrySchema>;

/** GET /api/admin/audit-log?entity=client&entityId=3 (newest first, at most 200). */
export const AuditLogQuerySchema = Type.Object({
  entity: Type.Union([Type.Literal('order'), Type.Literal('stage'), Type.Literal('client'), Type.Literal('user'), Type.Literal('assignment'), Type.Literal('invoice'), Type.Literal('payment')]),
  entityId: Type.String({ minLength: 1, maxLength: 20 }),
});
export type AuditLogQuery = Static<typeof AuditLogQuerySchema>;
