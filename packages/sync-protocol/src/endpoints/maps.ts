// Endpoints of the server feature 'maps' (apps/server/src/features/maps/routes.ts).
import { AutocompleteAnswerSchema, AutocompleteQuerySchema, DistanceAnswerSchema, DistanceQuerySchema } from '../maps';
import { endpoint } from './endpoint';

export const mapsEndpoints = {
  autocomplete: endpoint({ method: 'GET', path: '/api/maps/autocomplete', access: ['client', 'admin'], query: AutocompleteQuerySchema, answer: AutocompleteAnswerSchema }),
  // Road distance in metres from the Zurich depot.
  distance: endpoint({ method: 'GET', path: '/api/maps/distance', access: ['client', 'admin'], query: DistanceQuerySchema, answer: DistanceAnswerSchema }),
};
