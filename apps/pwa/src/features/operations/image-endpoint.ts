// Stored images are served by the server feature 'orders' (one route for every kind of image).
// Its endpoint table brings the schemas of the customers' order screens along, so the field
// screens load this only when the phone copies images (operations-api.ts loadImageBytes).
import { ordersEndpoints } from '@tragkraft/sync-protocol';

export const imageEndpoint = ordersEndpoints.image;
