import { Type, type Static, type TSchema } from 'typebox';
import { MAX_HOURS_PER_PERSON_DAY, SERVICES } from '@tragkraft/domain';
import { OnSiteSignatureSchema } from './operations';

// Orders of the customer area: placing an order, the client's order rows, one order with its
// stage locks, editing, documents, the operation report of a stage (rating, hour sign-off)
// and stage images. Money is integer Rappen, dates 'YYYY-MM-DD', times 'HH:mm' (Zurich).
// Price-relevant fields of an order (express, kilometres, lift, stage count, the days of
// facade lift and site service) are taken from the calculation; see decision 004.

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const IsoDate = Nullable(Type.String({ maxLength: 10 }));
const Time = Nullable(Type.String({ maxLength: 5 }));
const ContactName = Type.String({ maxLength: 200 });
const Phone = Type.String({ maxLength: 50 });
const OrderNumber = Type.String({ maxLength: 100 });
const Remarks = Type.String({ maxLength: 2_000 });
const Address = Type.String({ maxLength: 500 });

export const OrderAddressTypeSchema = Type.Union([Type.Literal('autocomplete'), Type.Literal('manual')]);

/** The five contact pairs of an order (name and phone). */
export const ORDER_CONTACT_FIELDS = [
  'contactGeneral',
  'contactGeneralPhone',
  'contactArchitect',
  'contactArchitectPhone',
  'contactCManager',
  'contactCManagerPhone',
  'contactFiller',
  'contactFillerPhone',
  'contactDriver',
  'contactDriverPhone',
] as const;
export type OrderContactField = (typeof ORDER_CONTACT_FIELDS)[number];

const contactProperties = {
  contactGeneral: Type.Optional(ContactName),
  contactGeneralPhone: Type.Optional(Phone),
  contactArchitect: Type.Optional(ContactName),
  contactArchitectPhone: Type.Optional(Phone),
  contactCManager: Type.Optional(ContactName),
  contactCManagerPhone: Type.Optional(Phone),
  contactFiller: Type.Optional(ContactName),
  contactFillerPhone: Type.Optional(Phone),
  contactDriver: Type.Optional(ContactName),
  contactDriverPhone: Type.Optional(Phone),
};
export type OrderContacts = { [K in OrderContactField]: string };

/** One stage as the client enters it; `hours` for site-service stages (per person). */
export const OrderStageInputSchema = Type.Object({
  date: IsoDate,
  time: Time,
  amount: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 10_000 }))),
  hours: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: MAX_HOURS_PER_PERSON_DAY }))),
  orderNumber: Type.Optional(Nullable(OrderNumber)),
  remarks: Type.Optional(Nullable(Remarks)),
});
export type OrderStageInput = Static<typeof OrderStageInputSchema>;

/** POST /api/order: the spec's order entity. */
export const PlaceOrderBodySchema = Type.Object({
  calcId: Id,
  /** Facade lift (6) and site service (8) may leave this out: one stage per calculated day. */
  stages: Type.Optional(Type.Array(OrderStageInputSchema, { maxItems: 50 })),
  orderAddressType: Type.Optional(OrderAddressTypeSchema),
  orderAddress: Address,
  ...contactProperties,
  express: Type.Optional(Type.Boolean()),
  driveKilometers: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 2_000 }))),
  stagesCount: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
  lift: Type.Optional(Type.Boolean()),
  facadeLift: Type.Optional(Type.Boolean()),
  orderNumber: Type.Optional(OrderNumber),
});
export type PlaceOrderBody = Static<typeof PlaceOrderBodySchema>;

export const PlacedStageSchema = Type.Object({ id: Type.Integer(), stageNumber: Type.Integer(), date: IsoDate, time: Time });

/** The confirmation: the new order, its stages, and where the confirmation e-mail goes. */
export const PlaceOrderAnswerSchema = Type.Object({
  orderId: Type.Integer(),
  calcId: Type.Integer(),
  stages: Type.Array(PlacedStageSchema),
  /** Where the order confirmation mail goes; '' when none goes (the admin switched it off). */
  confirmationTo: Type.String(),
});
export type PlaceOrderAnswer = Static<typeof PlaceOrderAnswerSchema>;

/** 409 when a stage falls on a fully booked day. */
export const DayBookedErrorSchema = Type.Object({
  code: Type.Literal('dayBooked'),
  message: Type.String(),
  days: Type.Array(Type.String()),
});
export type DayBookedError = Static<typeof DayBookedErrorSchema>;

/** GET /api/stage/bookedDates?typeId=: the answer is a plain array of 'YYYY-MM-DD'. */
const typeIds = SERVICES.map((service) => service.typeId);
export const BookedDatesQuerySchema = Type.Object({ typeId: Type.Optional(Type.Integer({ minimum: Math.min(...typeIds), maximum: Math.max(...typeIds) })) });

/** A row of the client's order list: one stage of an order. */
export const ClientOrderRowSchema = Type.Object({
  id: Type.Integer(),
  createdTime: Type.String(),
  orderNumber: Type.String(),
  stageDate: IsoDate,
  stageTime: Time,
  typeId: Type.Integer(),
  type: Type.String(),
  stagesCount: Type.Integer(),
  stageAmount: Nullable(Type.Integer()),
  stageHours: Nullable(Type.Number()),
  stageId: Type.Integer(),
  stageNumber: Type.Integer(),
  orderAddress: Type.String(),
  clientSignedTime: Nullable(Type.String()),
  completedTime: Nullable(Type.String()),
  operationDamage: Type.Boolean(),
  operationReport: Type.Boolean(),
});
export type ClientOrderRow = Static<typeof ClientOrderRowSchema>;

export const StageLockLevelSchema = Type.Union([Type.Literal('locked'), Type.Literal('dateLocked'), Type.Literal('editable')]);

export const OrderStageSchema = Type.Object({
  id: Type.Integer(),
  stageNumber: Type.Integer(),
  date: IsoDate,
  time: Time,
  amount: Nullable(Type.Integer()),
  hours: Nullable(Type.Number()),
  orderNumber: Type.String(),
  remarks: Type.String(),
  completedTime: Nullable(Type.String()),
  /** domain's stageEditLocks: what the client may still change on this stage. */
  lock: StageLockLevelSchema,
  lockReason: Nullable(Type.String()),
});
export type OrderStage = Static<typeof OrderStageSchema>;

/** GET /api/orders/{id}. */
export const OrderDetailSchema = Type.Object({
  id: Type.Integer(),
  calcId: Type.Integer(),
  typeId: Type.Integer(),
  type: Type.String(),
  createdTime: Type.String(),
  orderNumber: Type.String(),
  orderAddressType: OrderAddressTypeSchema,
  orderAddress: Type.String(),
  contactGeneral: Type.String(),
  contactGeneralPhone: Type.String(),
  contactArchitect: Type.String(),
  contactArchitectPhone: Type.String(),
  contactCManager: Type.String(),
  contactCManagerPhone: Type.String(),
  contactFiller: Type.String(),
  contactFillerPhone: Type.String(),
  contactDriver: Type.String(),
  contactDriverPhone: Type.String(),
  express: Type.Boolean(),
  driveKilometers: Nullable(Type.Number()),
  stagesCount: Type.Integer(),
  lift: Type.Boolean(),
  facadeLift: Type.Boolean(),
  /** Total of the calculation, excl. VAT (Rappen). */
  total: Type.Integer(),
  /** domain's orderLocked: the last stage is past, nothing can change. */
  locked: Type.Boolean(),
  stages: Type.Array(OrderStageSchema),
});
export type OrderDetail = Static<typeof OrderDetailSchema>;

export const OrderIdParamsSchema = Type.Object({ id: Id });
export const StageIdParamsSchema = Type.Object({ stageId: Id });

/** A stage change by id; fields left out stay as stored. */
export const UpdateOrderStageSchema = Type.Object({
  id: Id,
  date: Type.Optional(IsoDate),
  time: Type.Optional(Time),
  amount: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 10_000 }))),
  hours: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: MAX_HOURS_PER_PERSON_DAY }))),
  orderNumber: Type.Optional(Nullable(OrderNumber)),
  remarks: Type.Optional(Nullable(Remarks)),
});
export type UpdateOrderStage = Static<typeof UpdateOrderStageSchema>;

/** POST /api/orders/update (client only). Fields left out stay as stored. */
export const UpdateOrderBodySchema = Type.Object({
  orderId: Id,
  orderNumber: Type.Optional(OrderNumber),
  orderAddressType: Type.Optional(OrderAddressTypeSchema),
  orderAddress: Type.Optional(Address),
  ...contactProperties,
  stages: Type.Optional(Type.Array(UpdateOrderStageSchema, { maxItems: 50 })),
});
export type UpdateOrderBody = Static<typeof UpdateOrderBodySchema>;

export const StageImageSchema = Type.Object({ id: Type.String(), comment: Type.String(), damage: Type.Boolean() });

export const SignedUserSchema = Type.Object({ firstName: Type.String(), lastName: Type.String() });

/** GET /api/orders/stageDetails/{stageId}: the operation report of a stage. */
export const StageDetailSchema = Type.Object({
  id: Type.Integer(),
  orderId: Type.Integer(),
  date: IsoDate,
  time: Time,
  hours: Nullable(Type.Number()),
  amount: Nullable(Type.Integer()),
  orderNumber: Type.String(),
  remarks: Type.String(),
  stageNumber: Type.Integer(),
  stagesCount: Type.Integer(),
  stageAmount: Nullable(Type.Integer()),
  priceCount: Nullable(Type.Number()),
  typeId: Type.Integer(),
  workHours: Nullable(Type.Number()),
  workerCount: Type.Integer(),
  completedTime: Nullable(Type.String()),
  signedTime: Nullable(Type.String()),
  signedUser: Nullable(SignedUserSchema),
  truckArrivalTime: Nullable(Type.String()),
  damages: Nullable(Type.Boolean()),
  general: Nullable(Type.String()),
  address: Type.String(),
  /** The client's own rating of the stage (1 to 5), null until rated. */
  rating: Nullable(Type.Integer()),
  ratingComment: Nullable(Type.String()),
  hasRating: Type.Boolean(),
  images: Type.Array(StageImageSchema),
  /** Signed on the operator's phone (signedTime is then the signing time, signedUser null). */
  onSiteSignature: Nullable(OnSiteSignatureSchema),
});
export type StageDetail = Static<typeof StageDetailSchema>;

/** The rating is checked by domain's validateRating (whole 1 to 5) for its German message. */
export const RateStageBodySchema = Type.Object({
  rating: Nullable(Type.Number({ minimum: -100, maximum: 100 })),
  comment: Type.Optional(Nullable(Type.String({ maxLength: 2_000 }))),
});
export type RateStageBody = Static<typeof RateStageBodySchema>;

export const RateStageAnswerSchema = Type.Object({
  stageId: Type.Integer(),
  rating: Type.Integer(),
  comment: Type.String(),
  hasRating: Type.Literal(true),
});
export type RateStageAnswer = Static<typeof RateStageAnswerSchema>;

export const SignStageAnswerSchema = Type.Object({ signedTime: Type.String(), signedUser: SignedUserSchema });
export type SignStageAnswer = Static<typeof SignStageAnswerSchema>;

/** Total work hours of a completed site-service stage (all people together), quarter hours. */
export const ChangeHoursBodySchema = Type.Object({
  stageId: Id,
  hours: Type.Number({ minimum: 0, maximum: 1_000, multipleOf: 0.25 }),
});
export type ChangeHoursBody = Static<typeof ChangeHoursBodySchema>;

export const ChangeHoursAnswerSchema = Type.Object({ stageId: Type.Integer(), hours: Type.Number() });
export type ChangeHoursAnswer = Static<typeof ChangeHoursAnswerSchema>;

export const ImageParamsSchema = Type.Object({ kind: Type.String({ maxLength: 30 }), id: Type.String({ minLength: 1, maxLength: 64 }) });

export const BookedDatesAnswerSchema = Type.Array(Type.String());
