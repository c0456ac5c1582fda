import type { FastifyPluginAsync } from 'fastify';
import { mapsEndpoints, type Place } from '@tragkraft/sync-protocol';
import { route } from '../../plugins/endpoint-route';
import { AppError } from '../../plugins/errors';
import { estimateRoadMetres } from '@tragkraft/domain';
import { DEPOT, osrmRoadMetres } from './distance';
import { LocalityIndex } from './localities';

const SUGGESTIONS = 10;

/** Splits 'Hardturmstrasse 201, 80' into the street part and the place query. */
function splitAddress(text: string): { street: string; place: string } {
  const comma = text.lastIndexOf(',');
  if (comma >= 0) return { street: text.slice(0, comma).trim(), place: text.slice(comma + 1).trim() };
  const postcode = text.search(/\b\d{4}\b/);
  if (postcode > 0) return { street: text.slice(0, postcode).trim(), place: text.slice(postcode).trim() };
  return { street: '', place: text.trim() };
}

export const mapsRoutes: FastifyPluginAsync<{ localitiesFile: string; providerUrl: string | null }> = async (
  app,
  { localitiesFile, providerUrl },
) => {
  const index = LocalityIndex.fromFile(localitiesFile);
  const depot = index.find(DEPOT.postcode, DEPOT.name);
  if (!depot) throw new Error('depot locality missing in the locality data');

  route(app, mapsEndpoints.autocomplete, async (request) => {
    const { street, place } = splitAddress(request.query.q);
    const places: Place[] = index.search(place, SUGGESTIONS).map((l) => ({
      address: street ? `${street}, ${l.postcode} ${l.name}` : `${l.postcode} ${l.name}`,
      postcode: l.postcode,
      locality: l.name,
      canton: l.canton,
    }));
    return { places };
  });

  route(app, mapsEndpoints.distance, async (request) => {
    const target = index.locate(request.query.address);
    if (!target) throw new AppError(404, 'notFound', 'Konnte die Distanz nicht berechnen.');
    let distance = estimateRoadMetres(depot, target);
    if (providerUrl) {
      try {
        distance = await osrmRoadMetres(providerUrl, depot, target);
      } catch (error) {
        request.log.warn({ err: error }, 'routing provider failed, using the estimate');
      }
    }
    return { address: request.query.address, distance, origin: DEPOT.label };
  });
};
