import { Type, type Static, type TSchema } from 'typebox';
import { MAX_HOURS_PER_PERSON_DAY } from '@tragkraft/domain';
import { ORDER_CONTACT_FIELDS, OrderAddressTypeSchema } from './orders';
import { OnSiteSignatureSchema } from './operations';
import { AuditEntrySchema } from './audit';

// Back office, orders: the admin order lists, the admin order modal (detail, update, cancel,
// add/remove stage, documents), weekly hours, and the audit log. Money is integer Rappen,
// dates 'YYYY-MM-DD', times 'HH:mm' (Zurich). See decision 007.

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const IsoDate = Nullable(Type.String({ maxLength: 10 }));
const Time = Nullable(Type.String({ maxLength: 5 }));

export const ADMIN_ORDER_TEXTS = {
  cancelled: 'Der Auftrag wurde erfolgreich storniert',
  alreadyCancelled: 'Der Auftrag ist bereits storniert.',
  reasonMissing: 'Bitte geben Sie einen Grund für die Stornierung ein.',
  lastStage: 'Die letzte Etappe kann nicht entfernt werden.',
  stageHasReport: 'Eine abgeschlossene Etappe oder eine Etappe mit Bericht oder Rechnung kann nicht entfernt werden.',
  stageIndexInvalid: 'Diese Etappe gibt es nicht.',
  dateInvalid: 'Ungültiges Datum (erwartet wird JJJJ-MM-TT).',
  timeInvalid: 'Ungültige Zeit (erwartet wird HH:MM).',
} as const;

/** At most this many rows per admin list (the PWA filters and cuts again). */
export const ADMIN_ORDER_LIST_LIMIT = 500;

export const AdminOrderIdParamsSchema = Type.Object({ orderId: Id });

/** A row of GET /api/admin/orders/new | future | past. */
export const AdminOrderRowSchema = Type.Object({
  id: Type.Integer(),
  createdTime: Type.String(),
  /** Date and time of stage 1. */
  firstDate: IsoDate,
  firstTime: Time,
  stageDate: IsoDate,
  stageTime: Time,
  stageId: Type.Integer(),
  stageAmount: Nullable(Type.Integer()),
  stagesCount: Type.Integer(),
  stageNumber: Type.Integer(),
  /** The calculation's count (floor-based services), else null. */
  priceCount: Nullable(Type.Number()),
  clientName: Type.String(),
  typeId: Type.Integer(),
  type: Type.String(),
  orderAddress: Type.String(),
  /** The stage's invoice (or its order's site-service invoice), latest one. */
  invoiceId: Nullable(Type.Integer()),
  invoiceNumber: Nullable(Type.Integer()),
  invoiceTime: Nullable(Type.String()),
  invoiceSentTime: Nullable(Type.String()),
  invoicePaidTime: Nullable(Type.String()),
  /** Received on that invoice by imported or assigned payments (Rappen; 0 without invoice). */
  invoiceReceived: Type.Integer(),
  clientRating: Nullable(Type.Integer()),
  clientRatingComment: Nullable(Type.String()),
  /** domain deadlineWarning of a stage today or later that is not completed. */
  dateWarning: Nullable(Type.Union([Type.Literal('danger'), Type.Literal('warning')])),
  /** Floor-based order whose stage amounts are missing or do not add up to priceCount. */
  amountWarning: Type.Boolean(),
  completedTime: Nullable(Type.String()),
  /** The stage's order number, else the order's. */
  orderNumber: Type.String(),
});
export type AdminOrderRow = Static<typeof AdminOrderRowSchema>;

export const AdminTeamMemberSchema = Type.Object({
  userId: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  role: Type.String(),
  confirmation: Nullable(Type.Boolean()),
  hours: Nullable(Type.Number()),
});

export const AdminOrderStageSchema = Type.Object({
  id: Type.Integer(),
  stageNumber: Type.Integer(),
  date: IsoDate,
  time: Time,
  amount: Nullable(Type.Integer()),
  orderNumber: Type.String(),
  hours: Nullable(Type.Number()),
  remarks: Type.String(),
  completedTime: Nullable(Type.String()),
  reportSavedTime: Nullable(Type.String()),
  invoiceId: Nullable(Type.Integer()),
  team: Type.Array(AdminTeamMemberSchema),
  /** The customer's on-site signature (issue 19; image: GET /api/orders/report-signature/{id}). */
  onSiteSignature: Nullable(OnSiteSignatureSchema),
});
export type AdminOrderStage = Static<typeof AdminOrderStageSchema>;

const contactAnswer = Object.fromEntries(ORDER_CONTACT_FIELDS.map((field) => [field, Type.String()])) as {
  [K in (typeof ORDER_CONTACT_FIELDS)[number]]: ReturnType<typeof Type.String>;
};

/** GET /api/admin/order/{orderId} (also the answer of update and editstages). */
export const AdminOrderDetailSchema = Type.Object({
  orderId: Type.Integer(),
  typeId: Type.Integer(),
  type: Type.String(),
  createdTime: Type.String(),
  status: Type.Union([Type.Literal('active'), Type.Literal('cancelled')]),
  cancelReason: Nullable(Type.String()),
  cancelledTime: Nullable(Type.String()),
  clientId: Type.Integer(),
  clientName: Type.String(),
  clientSpecial: Nullable(Type.String()),
  /** The ordering login's e-mail and phone. */
  email: Type.String(),
  phone: Type.String(),
  calcId: Type.Integer(),
  calcParams: Type.Unknown(),
  /** The calculation's price result (Rappen), with count for floor-based services. */
  calcPrice: Type.Unknown(),
  total: Type.Integer(),
  adminUserId: Nullable(Type.Integer()),
  adminUser: Nullable(Type.Object({ firstName: Type.String(), lastName: Type.String(), email: Type.String() })),
  stagesCount: Type.Integer(),
  params: Type.Object({ orderNumber: Type.String(), orderAddressType: OrderAddressTypeSchema, orderAddress: Type.String(), ...contactAnswer }),
  stages: Type.Array(AdminOrderStageSchema),
  /** Changes of this order and its stages and teams, newest first. */
  auditLog: Type.Array(AuditEntrySchema),
});
export type AdminOrderDetail = Static<typeof AdminOrderDetailSchema>;

const contactInput = Object.fromEntries(ORDER_CONTACT_FIELDS.map((field) => [field, Type.Optional(Type.String({ maxLength: 200 }))])) as {
  [K in (typeof ORDER_CONTACT_FIELDS)[number]]: ReturnType<typeof Type.Optional<ReturnType<typeof Type.String>>>;
};

/** A stage of the admin form; fields left out stay as stored. */
export const AdminStageInputSchema = Type.Object({
  id: Id,
  date: Type.Optional(IsoDate),
  time: Type.Optional(Time),
  amount: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 10_000 }))),
  orderNumber: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  hours: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: MAX_HOURS_PER_PERSON_DAY }))),
  remarks: Type.Optional(Nullable(Type.String({ maxLength: 2_000 }))),
});
export type AdminStageInput = Static<typeof AdminStageInputSchema>;

/** POST /api/admin/order/update: not bound by the client's 3-day lock; answers the detail. */
export const AdminUpdateOrderBodySchema = Type.Object({
  orderId: Id,
  orderNumber: Type.Optional(Type.String({ maxLength: 100 })),
  orderAddressType: Type.Optional(OrderAddressTypeSchema),
  orderAddress: Type.Optional(Type.String({ maxLength: 500 })),
  ...contactInput,
  stages: Type.Optional(Type.Array(AdminStageInputSchema, { maxItems: 50 })),
});
export type AdminUpdateOrderBody = Static<typeof AdminUpdateOrderBodySchema>;

/** POST /api/admin/order/cancel. */
export const CancelOrderBodySchema = Type.Object({ orderId: Id, reason: Type.String({ maxLength: 1_000 }) });
export type CancelOrderBody = Static<typeof CancelOrderBodySchema>;
export const CancelOrderAnswerSchema = Type.Object({ ok: Type.Literal(true), message: Type.String() });
export type CancelOrderAnswer = Static<typeof CancelOrderAnswerSchema>;

/**
 * POST /api/admin/order/editstages. stageIndex is 0-based in stage order: 'add' inserts an
 * empty stage after it (-1: before the first), 'remove' deletes the stage at it.
 */
export const EditStagesBodySchema = Type.Object({
  orderId: Id,
  mode: Type.Union([Type.Literal('add'), Type.Literal('remove')]),
  stageIndex: Type.Integer({ minimum: -1, maximum: 100 }),
});
export type EditStagesBody = Static<typeof EditStagesBodySchema>;

/** GET /api/admin/order/download-order-document/{orderId}?format=pdf|docx (default pdf). */
export const OrderDocumentQuerySchema = Type.Object({ format: Type.Optional(Type.Union([Type.Literal('pdf'), Type.Literal('docx')])) });
