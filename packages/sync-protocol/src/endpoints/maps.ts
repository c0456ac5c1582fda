// Endpoints of the server feature 'maps' (apps/server/src/features/maps/routes.ts).
import { endpoint } from './endpoint';

export const mapsEndpoints = {
  autocomplete: endpoint({ method: 'GET', path: '/api/maps/autocomplete', access: ['client', 'admin'] }),
  distance: endpoint({ method: 'GET', path: '/api/maps/distance', access: ['client', 'admin'] }),
};
