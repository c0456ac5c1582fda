import type { FastifyPluginAsync } from 'fastify';
import { absencesEndpoints } from '@tragkraft/sync-protocol';
import { route } from '../../plugins/endpoint-route';
import { createAbsence } from './create-absence';
import { deleteAbsence } from './delete-absence';
import { listAbsences, ownAbsences } from './list-absences';

export const absenceRoutes: FastifyPluginAsync = async (app) => {
  route(app, absencesEndpoints.list, async (request) => listAbsences(app.db, request.query, new Date()));
  route(app, absencesEndpoints.create, async (request) => createAbsence(app.db, request.session.userId, request.body, new Date()));
  route(app, absencesEndpoints.remove, async (request) => deleteAbsence(app.db, request.session.userId, request.params.id));
  route(app, absencesEndpoints.own, async (request) => ownAbsences(app.db, request.session.userId, new Date()));
};
