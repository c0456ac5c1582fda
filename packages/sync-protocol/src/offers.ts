import { Type, type Static } from 'typebox';
import { IdSchema } from './wire-bounds';
import { SERVICES, type ServiceKey } from '@tragkraft/domain';

// Offers: price calculation, loading a saved offer, sending it, client details.
// All money on the wire is integer Rappen (like domain and database); the PWA formats it with
// domain's formatChf. Field names follow the spec's price result.

/** One of domain's service keys. */
export const ServiceKeySchema = Type.Unsafe<ServiceKey>(Type.Union(SERVICES.map((service) => Type.Literal(service.key))));

export const OfferServiceParamsSchema = Type.Object({ service: ServiceKeySchema });
export const OfferServiceForUserParamsSchema = Type.Object({
  service: ServiceKeySchema,
  userId: IdSchema,
});
export const UserIdParamsSchema = Type.Object({ userId: IdSchema });

/** A validation finding of domain: stable code, German text, 1-based row/day/stage. */
export const MessageSchema = Type.Object({
  code: Type.String(),
  text: Type.String(),
  index: Type.Optional(Type.Integer()),
});

/**
 * The price answer: the domain's price result of the service (Rappen) plus `calcId` (the
 * offer number) and the non-blocking `notes`. `discountPercent` only in the admin's answer.
 */
export const PriceAnswerSchema = Type.Object(
  {
    calcId: Type.Integer(),
    typeId: Type.Integer(),
    notes: Type.Array(MessageSchema),
    total: Type.Integer(),
    rideCost: Type.Integer(),
  },
  { additionalProperties: Type.Union([Type.Number(), Type.Null()]) },
);
export type PriceAnswer = Static<typeof PriceAnswerSchema> & Record<string, number | null | unknown>;

/** 400 answer of a refused calculation: every error, the first one as the message. */
export const ValidationErrorSchema = Type.Object({
  code: Type.Literal('validation'),
  message: Type.String(),
  errors: Type.Array(MessageSchema),
});
export type ValidationError = Static<typeof ValidationErrorSchema>;

export const LoadOfferBodySchema = Type.Object({ offerId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
export type LoadOfferBody = Static<typeof LoadOfferBodySchema>;

export const LoadOfferAnswerSchema = Type.Object({
  calcId: Type.Integer(),
  typeId: Type.Integer(),
  params: Type.Unknown(),
  address: Type.Union([Type.String(), Type.Null()]),
});
export type LoadOfferAnswer = Static<typeof LoadOfferAnswerSchema>;

export const SendOfferBodySchema = Type.Object({
  calcId: IdSchema,
  objectDescription: Type.Optional(Type.String({ maxLength: 200 })),
  orderAddress: Type.Optional(Type.String({ maxLength: 500 })),
});
export type SendOfferBody = Static<typeof SendOfferBodySchema>;

export const SendOfferAnswerSchema = Type.Object({ ok: Type.Literal(true), sentTo: Type.String() });
export type SendOfferAnswer = Static<typeof SendOfferAnswerSchema>;

export const OfferDocumentParamsSchema = Type.Object({
  calcId: IdSchema,
  format: Type.Union([Type.Literal('pdf'), Type.Literal('docx')]),
});

