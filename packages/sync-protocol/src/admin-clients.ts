import { Type, type Static, type TSchema } from 'typebox';
import { IdSchema, MAX_INT32 } from './wire-bounds';
import { ROLES } from '@tragkraft/domain';

// Back office, people: client companies, their logins, staff, and the employee picker of a
// stage (planning). Money is integer Rappen. Validation findings answer 400
// { code: 'validation', message, errors: [{ field, text }] }; a duplicate e-mail answers
// 409 { code: 'emailexists', message: 'emailexists' } (the PWA shows 'E-Mail-Adresse
// existiert bereits'). See decision 007.

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** The German texts of the back office's own validation (copied exactly where the spec has them). */
export const ADMIN_TEXTS = {
  companyMissing: 'Bitte geben Sie eine Firma ein.',
  /** Followed by the address: 'Ungültige E-Mail-Adresse: x'. */
  emailInvalid: 'Ungültige E-Mail-Adresse:',
  emailMissing: 'Bitte geben Sie eine E-Mail-Adresse ein.',
  emailExists: 'E-Mail-Adresse existiert bereits',
  discountRange: 'Der Rabatt muss eine ganze Zahl zwischen 0 und 100 sein.',
  waitingAmountInvalid: 'Der Wartezeit-Zuschlag muss ein Betrag ab 0 sein.',
  typeIdInvalid: 'Unbekannter Dienst.',
  phoneMissing: 'Bitte geben Sie eine Telefonnummer ein.',
  clientMissing: 'Bitte wählen Sie einen Kunden.',
  roleNotForClient: 'Kundenbenutzer haben die Funktion Kunde oder Sachbearbeiter.',
  roleNotForStaff: 'Mitarbeiter haben die Funktion Mitarbeiter, Einsatzleiter oder Admin.',
  roleKindChange: 'Ein Kundenbenutzer kann nicht zu einem Mitarbeiter werden (und umgekehrt).',
  selfDelete: 'Sie können sich nicht selbst löschen.',
  selfDeactivate: 'Sie können sich nicht selbst deaktivieren oder Ihre eigene Funktion ändern.',
  userInactive: 'Der Benutzer ist inaktiv.',
  notAssignable: 'Nur aktive Mitarbeiter und Einsatzleiter können eingeteilt werden.',
  hasHours: 'Für diese Person sind auf dieser Etappe bereits Stunden erfasst.',
  orderCancelled: 'Der Auftrag ist storniert.',
} as const;

export const ValidationFindingSchema = Type.Object({ field: Type.String(), text: Type.String() });
export type ValidationFinding = Static<typeof ValidationFindingSchema>;

// ---- clients ----

export const ClientServiceSettingSchema = Type.Object({
  typeId: Type.Integer(),
  serviceEnabled: Type.Boolean(),
  discountPercent: Type.Integer(),
});
export type ClientServiceSetting = Static<typeof ClientServiceSettingSchema>;

/** GET /api/admin/clients/{id} (and each entry of GET /api/admin/clients). */
export const AdminClientSchema = Type.Object({
  id: Type.Integer(),
  company: Type.String(),
  /** Billing address, lines separated by '\n'. */
  address: Type.String(),
  /** One or more billing e-mails, written back as 'a@x.ch, b@y.ch'. */
  invoiceEmail: Type.String(),
  special: Nullable(Type.Literal('veriset')),
  applianceMakerPricing: Type.Boolean(),
  /** Waiting-time surcharge per man and hour, Rappen (default 10000 = CHF 100). */
  waitingTimeAmount: Type.Integer(),
  /** One entry per service type 1..8. */
  settings: Type.Array(ClientServiceSettingSchema),
});
export type AdminClient = Static<typeof AdminClientSchema>;

const clientFields = {
  address: Type.Optional(Type.String({ maxLength: 1_000 })),
  invoiceEmail: Type.Optional(Type.String({ maxLength: 2_000 })),
  special: Type.Optional(Nullable(Type.Literal('veriset'))),
  applianceMakerPricing: Type.Optional(Type.Boolean()),
  /** Rappen; checked by the server (>= 0) for its German message. */
  waitingTimeAmount: Type.Optional(Type.Number({ minimum: -MAX_INT32, maximum: MAX_INT32 })),
  /** Settings given replace the stored ones of their typeId; others stay. */
  settings: Type.Optional(
    Type.Array(
      Type.Object({ typeId: IdSchema, serviceEnabled: Type.Boolean(), discountPercent: Type.Number({ minimum: -MAX_INT32, maximum: MAX_INT32 }) }),
      { maxItems: 8 },
    ),
  ),
};

/** POST /api/admin/clients/create: answers the new client. */
export const CreateClientBodySchema = Type.Object({ company: Type.String({ maxLength: 200 }), ...clientFields });
export type CreateClientBody = Static<typeof CreateClientBodySchema>;

/** POST /api/admin/clients/update: fields left out stay as stored; answers the client. */
export const UpdateClientBodySchema = Type.Object({ id: Id, company: Type.Optional(Type.String({ maxLength: 200 })), ...clientFields });
export type UpdateClientBody = Static<typeof UpdateClientBodySchema>;

// ---- users (client logins and staff) ----

export const GenderSchema = Nullable(Type.Union([Type.Literal('male'), Type.Literal('female')]));
/** One of domain's ROLES. */
export const AdminRoleSchema = Type.Enum(ROLES);

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

// ---- planning (employee picker of a stage) ----

export const PlanningParamsSchema = Type.Object({ stageId: Id });

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
