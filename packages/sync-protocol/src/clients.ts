// A client company's details and logins, as its own users read them.
import { Type, type Static } from 'typebox';
import { IdSchema } from './wire-bounds';

const ContactSchema = Type.Object({ name: Type.String(), phone: Type.String() });

export const ClientIdParamsSchema = Type.Object({ clientId: IdSchema });

export const ClientDetailsSchema = Type.Object({
  id: Type.Integer(),
  company: Type.String(),
  special: Type.Union([Type.Literal('veriset'), Type.Null()]),
  /** Appliance-maker (Electrolux) pricing for washing with a region choice. */
  applianceMakerPricing: Type.Boolean(),
  settings: Type.Array(Type.Object({ typeId: Type.Integer(), serviceEnabled: Type.Boolean(), discountPercent: Type.Integer() })),
  /** The client's own washing disposal rates (Rappen per device) where they differ from the tariff. */
  washingDisposal: Type.Object({
    together: Type.Optional(Type.Integer()),
    singlewash: Type.Optional(Type.Integer()),
    tumbler: Type.Optional(Type.Integer()),
    washcombi: Type.Optional(Type.Integer()),
  }),
  /** Assembly leads and drivers named in earlier orders, newest first, for suggestions. */
  fillerList: Type.Array(ContactSchema),
  driverList: Type.Array(ContactSchema),
  /** Object addresses of earlier offers and orders, newest first, with their kilometres. */
  serviceAddressList: Type.Array(Type.Object({ address: Type.String(), addressType: Type.String(), kilometers: Type.Union([Type.Number(), Type.Null()]) })),
  /** The provider's phone (COMPANY_PHONE): the client calls it to confirm an express date. */
  providerPhone: Type.String(),
});
export type ClientDetails = Static<typeof ClientDetailsSchema>;

/** A client login the admin can offer for (admin offer screen). */
export const ClientLoginSchema = Type.Object({
  userId: Type.Integer(),
  clientId: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  company: Type.String(),
});
export type ClientLogin = Static<typeof ClientLoginSchema>;
