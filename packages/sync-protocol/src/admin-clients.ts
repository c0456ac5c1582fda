import { Type, type Static, type TSchema } from 'typebox';
import { IdSchema, MAX_INT32 } from './wire-bounds';

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
