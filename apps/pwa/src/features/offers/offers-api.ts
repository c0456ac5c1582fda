// Calls of the offer screens (server features 'offers', 'clients', 'maps', 'calculations' and
// the order placing and booked days of 'orders'). A client works for itself; an admin names
// the client login (`userId`), and the table picks the …/userId/:userId entry.
import type { ServiceKey } from '@tragkraft/domain';
import {
  calculationsEndpoints,
  clientsEndpoints,
  mapsEndpoints,
  offersEndpoints,
  ordersEndpoints,
  type BodyOf,
  type PlaceOrderBody,
  type SendOfferBody,
} from '@tragkraft/sync-protocol';
import { call, callFile } from '../../api/client';

export type CalculationInputBody = BodyOf<typeof offersEndpoints.calculate>;

export const calculateOffer = (service: ServiceKey, userId: number | null, input: CalculationInputBody) =>
  userId === null ? call(offersEndpoints.calculate, { service }, input) : call(offersEndpoints.calculateFor, { service, userId }, input);

export const loadOffer = (userId: number | null, offerId: number) =>
  userId === null ? call(offersEndpoints.load, {}, { offerId }) : call(offersEndpoints.loadFor, { userId }, { offerId });

export const sendOffer = (body: SendOfferBody) => call(offersEndpoints.send, {}, body);
export const downloadOfferDocument = (calcId: number, format: 'pdf' | 'docx') => callFile(offersEndpoints.document, { calcId, format });

export const loadClientDetails = (clientId: number) => call(clientsEndpoints.details, { clientId });
export const loadClientLogins = () => call(clientsEndpoints.logins);
export const loadCalculations = () => call(calculationsEndpoints.list);

export const searchPlaces = (q: string) => call(mapsEndpoints.autocomplete, { q });
export const loadDistance = (address: string) => call(mapsEndpoints.distance, { address });

/** Fully booked days of the service's capacity family (without a service: the floor-based one). */
export const loadBookedDates = (typeId: number | null) => call(ordersEndpoints.bookedDates, typeId === null ? {} : { typeId });
export const placeOrder = (body: PlaceOrderBody) => call(ordersEndpoints.place, {}, body);
