// Endpoints of the server feature 'offers' (apps/server/src/features/offers/routes.ts).
import { Type, type Static } from 'typebox';
import { ADMIN } from '@tragkraft/domain';
import { CALCULATION_INPUT_SCHEMAS } from '../offers-calculation-input';
import {
  LoadOfferAnswerSchema,
  LoadOfferBodySchema,
  OfferDocumentParamsSchema,
  OfferServiceForUserParamsSchema,
  OfferServiceParamsSchema,
  PriceAnswerSchema,
  SendOfferAnswerSchema,
  SendOfferBodySchema,
  UserIdParamsSchema,
} from '../offers';
import { endpoint, FILE } from './endpoint';

/**
 * Any service's calculation input, for typing only: the route validates the body against the
 * schema of its `:service` (CALCULATION_INPUT_SCHEMAS), never against this union (with ajv's
 * removeAdditional a union strips fields while it tries the branches).
 */
type InputSchemas = typeof CALCULATION_INPUT_SCHEMAS;
type CalculationInputBody = { [K in keyof InputSchemas]: Static<InputSchemas[K]> }[keyof InputSchemas];
const CalculationInputBodySchema = Type.Unsafe<CalculationInputBody>(Type.Union(Object.values(CALCULATION_INPUT_SCHEMAS)));

export const offersEndpoints = {
  // Prices the service's input for the client and stores it as an offer (its id is the offer number).
  calculate: endpoint({
    method: 'POST',
    path: '/api/offer/:service',
    access: ['client'],
    params: OfferServiceParamsSchema,
    body: CalculationInputBodySchema,
    answer: PriceAnswerSchema,
  }),
  // The admin prices for a client login (its company's prices); the answer adds the discount.
  calculateFor: endpoint({
    method: 'POST',
    path: '/api/offer/:service/userId/:userId',
    access: ADMIN,
    params: OfferServiceForUserParamsSchema,
    body: CalculationInputBodySchema,
    answer: PriceAnswerSchema,
  }),
  load: endpoint({ method: 'POST', path: '/api/offer/loadoffer', access: ['client'], body: LoadOfferBodySchema, answer: LoadOfferAnswerSchema }),
  loadFor: endpoint({
    method: 'POST',
    path: '/api/offer/loadoffer/userId/:userId',
    access: ADMIN,
    params: UserIdParamsSchema,
    body: LoadOfferBodySchema,
    answer: LoadOfferAnswerSchema,
  }),
  // Mails the offer PDF to the signed-in person (an admin: to the offer's client login).
  send: endpoint({ method: 'POST', path: '/api/offer/send', access: ['client', 'admin'], body: SendOfferBodySchema, answer: SendOfferAnswerSchema }),
  document: endpoint({ method: 'GET', path: '/api/offer/document/:calcId/:format', access: ['client', 'admin'], params: OfferDocumentParamsSchema, answer: FILE }),
};
