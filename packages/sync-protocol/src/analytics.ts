import { Type, type Static, type TSchema } from 'typebox';
import { STAFF } from '@tragkraft/domain';
import { OrderAddressTypeSchema } from './orders';

// Back office, analytics (spec sections 2, 3, 7 and 9; admin only). Money is integer Rappen
// excl. VAT, hourly figures Rappen per worked hour, hours decimal (2 places), dates
// 'YYYY-MM-DD', times 'HH:mm' (Zurich). Every figure is defined in
// docs/decisions/009-analytics-figures.md.

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Rappen = Type.Integer();
const Hours = Type.Number();
/** Rappen per worked hour; null without hours. */
const Hourly = Nullable(Type.Integer());
/** Average rating 1-5 with one decimal; null without ratings. */
const Rating = Nullable(Type.Number());
const StaffRoleSchema = Type.Enum(STAFF);

export const ANALYTICS_TEXTS = {
  startDateInvalid: 'Ungültiges Startdatum (erwartet wird JJJJ-MM-TT oder leer für MAX).',
  endDateInvalid: 'Ungültiges Enddatum (erwartet wird JJJJ-MM-TT).',
  startAfterEnd: 'Das Startdatum liegt nach dem Enddatum.',
  clientNotFound: 'Der Kunde wurde nicht gefunden.',
  userNotFound: 'Der Mitarbeiter wurde nicht gefunden.',
} as const;

/** Most stage rows in one answer (newest first); the totals always cover the whole period. */
export const ANALYTICS_STAGE_LIMIT = 1000;

/**
 * The period and switches of every analytics call. startDate null = MAX (no lower bound);
 * both dates inclusive. noService: without site service (type 8). noDiscount: revenue as if
 * the client had no disposal discount.
 */
export const AnalyticsBodySchema = Type.Object({
  startDate: Nullable(Type.String({ maxLength: 10 })),
  endDate: Type.String({ maxLength: 10 }),
  noService: Type.Optional(Type.Boolean()),
  noDiscount: Type.Optional(Type.Boolean()),
});
export type AnalyticsBody = Static<typeof AnalyticsBodySchema>;

export const ClientAnalyticsBodySchema = Type.Object({ ...AnalyticsBodySchema.properties, clientId: Id });
export type ClientAnalyticsBody = Static<typeof ClientAnalyticsBodySchema>;

export const UserAnalyticsBodySchema = Type.Object({ ...AnalyticsBodySchema.properties, userId: Id });
export type UserAnalyticsBody = Static<typeof UserAnalyticsBodySchema>;

/** One calendar month of the period (every month from the start to the end, also empty ones). */
export const AnalyticsMonthSchema = Type.Object({
  month: Type.String(),
  revenue: Rappen,
  hours: Hours,
  hourly: Hourly,
  stagesCount: Type.Integer(),
});
export type AnalyticsMonth = Static<typeof AnalyticsMonthSchema>;

export const ClientHourlyRowSchema = Type.Object({
  clientId: Type.Integer(),
  clientName: Type.String(),
  hourly: Hourly,
  revenue: Rappen,
  hours: Hours,
  stagesCount: Type.Integer(),
});
export type ClientHourlyRow = Static<typeof ClientHourlyRowSchema>;

/** A staff member's figures: revenue is their hours-proportional share of their stages' revenue. */
export const UserHourlyRowSchema = Type.Object({
  userId: Type.Integer(),
  userFirstName: Type.String(),
  userLastName: Type.String(),
  role: StaffRoleSchema,
  rating: Rating,
  hourly: Hourly,
  revenue: Rappen,
  hours: Hours,
  stagesCount: Type.Integer(),
  /** Stages worked as site lead (role operator, EL). */
  operatorStagesCount: Type.Integer(),
});
export type UserHourlyRow = Static<typeof UserHourlyRowSchema>;

/** POST /api/admin/client-analytics-hourly */
export const ClientAnalyticsHourlySchema = Type.Object({
  totalHourly: Hourly,
  totalRevenue: Rappen,
  totalHours: Hours,
  stagesCount: Type.Integer(),
  clients: Type.Array(ClientHourlyRowSchema),
  users: Type.Array(UserHourlyRowSchema),
  months: Type.Array(AnalyticsMonthSchema),
});
export type ClientAnalyticsHourly = Static<typeof ClientAnalyticsHourlySchema>;

/** POST /api/admin/client-analytics-revenue: percent = share of totalRevenue, one decimal. */
export const ClientAnalyticsRevenueSchema = Type.Object({
  totalRevenue: Rappen,
  /** Dunning fees paid in the period (by payment date): fee income, not in the revenue. */
  dunningFees: Rappen,
  clients: Type.Array(Type.Object({ clientId: Type.Integer(), clientName: Type.String(), revenue: Rappen, percent: Type.Number() })),
  months: Type.Array(AnalyticsMonthSchema),
});
export type ClientAnalyticsRevenue = Static<typeof ClientAnalyticsRevenueSchema>;

export const ClientStageFiguresSchema = Type.Object({
  id: Type.Integer(),
  date: Type.String(),
  time: Nullable(Type.String()),
  typeId: Type.Integer(),
  amount: Nullable(Type.Integer()),
  revenueWithDrive: Rappen,
  revenue: Rappen,
  hours: Hours,
  hourly: Hourly,
});
export type ClientStageFigures = Static<typeof ClientStageFiguresSchema>;

/** An invoice of the period's stages; day counts are whole Zurich calendar days. */
export const ClientInvoiceFiguresSchema = Type.Object({
  invoiceId: Type.Integer(),
  invoiceNumber: Type.Integer(),
  stageId: Nullable(Type.Integer()),
  serviceOrderId: Nullable(Type.Integer()),
  /** Grand total incl. VAT and cash rounding. */
  total: Rappen,
  invoiceTime: Type.String(),
  invoiceSentTime: Nullable(Type.String()),
  invoicePaidTime: Nullable(Type.String()),
  /** From sending to today; null when not sent or already paid. */
  daysSinceSent: Nullable(Type.Integer()),
  /** From sending to payment; null when unpaid (or never sent). */
  daysToPaid: Nullable(Type.Integer()),
});
export type ClientInvoiceFigures = Static<typeof ClientInvoiceFiguresSchema>;

/** POST /api/admin/client-analytics-client */
export const ClientAnalyticsClientSchema = Type.Object({
  clientId: Type.Integer(),
  clientName: Type.String(),
  revenueWithDrive: Rappen,
  revenue: Rappen,
  hours: Hours,
  hourly: Hourly,
  stagesCount: Type.Integer(),
  months: Type.Array(AnalyticsMonthSchema),
  /** Newest first, at most ANALYTICS_STAGE_LIMIT. */
  stageDetails: Type.Array(ClientStageFiguresSchema),
  invoices: Type.Array(ClientInvoiceFiguresSchema),
});
export type ClientAnalyticsClient = Static<typeof ClientAnalyticsClientSchema>;

/** POST /api/admin/user-analytics-hourly: active staff with hours in the period. */
export const UserAnalyticsHourlySchema = Type.Object({ users: Type.Array(UserHourlyRowSchema) });
export type UserAnalyticsHourly = Static<typeof UserAnalyticsHourlySchema>;

export const StageParticipantSchema = Type.Object({
  id: Type.Integer(),
  firstName: Type.String(),
  role: Type.String(),
  /** true 'ist dabei', false 'kann nicht', null no answer. */
  confirmation: Nullable(Type.Boolean()),
  hours: Nullable(Type.Number()),
});

/** The spec's 'Stage detail (user analytics)'; today and active are derived by the screen. */
export const UserStageDetailSchema = Type.Object({
  id: Type.Integer(),
  date: Type.String(),
  time: Nullable(Type.String()),
  addressOneLine: Type.String(),
  addressType: OrderAddressTypeSchema,
  typeId: Type.Integer(),
  type: Type.String(),
  amount: Nullable(Type.Integer()),
  /** Site service (type 8): the calculation's price per person-hour. */
  pricePerHour: Nullable(Rappen),
  disposeDevicesCount: Type.Integer(),
  clientName: Type.String(),
  clientSignedTime: Nullable(Type.String()),
  completedTime: Nullable(Type.String()),
  users: Type.Array(StageParticipantSchema),
});
export type UserStageDetail = Static<typeof UserStageDetailSchema>;

/** POST /api/admin/user-analytics-user: the person's figures (null without hours) and stages. */
export const UserAnalyticsUserSchema = Type.Object({
  user: Nullable(UserHourlyRowSchema),
  /** Every stage of the period the person is assigned to (any state), newest first. */
  stageDetails: Type.Array(UserStageDetailSchema),
});
export type UserAnalyticsUser = Static<typeof UserAnalyticsUserSchema>;
