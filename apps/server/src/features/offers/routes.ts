import type { FastifyPluginAsync } from 'fastify';
import type { CalculationInputs, ServiceKey } from '@tragkraft/domain';
import { CALCULATION_INPUT_SCHEMAS, offersEndpoints } from '@tragkraft/sync-protocol';
import type { Company } from '../../config';
import type { Session } from '../../plugins/auth';
import { route } from '../../plugins/endpoint-route';
import { sendFile } from '../../plugins/file-reply';
import { calculateOffer } from './calculate-offer';
import { loadOffer } from './load-offer';
import { loadOfferForDocument, renderOffer, sendOffer } from './offer-documents';
import { resolveOfferOwner } from './offer-owner';

// Each service's body is validated against its own schema, chosen by the :service parameter
// (a union of the bodies is not safe: ajv's removeAdditional strips fields trying branches).
const bodyByService = { bodyByParam: { param: 'service', schemas: CALCULATION_INPUT_SCHEMAS } };

export const offerRoutes: FastifyPluginAsync<{ company: Company }> = async (app, { company }) => {
  const calculate = async (request: { body: unknown; session: Session }, service: ServiceKey, userId?: number) =>
    calculateOffer(app, {
      service,
      input: request.body as CalculationInputs[typeof service],
      owner: await resolveOfferOwner(app.db, request.session, userId),
      createdByUserId: userId === undefined ? null : request.session.userId,
      adminView: request.session.role === 'admin',
      now: new Date(),
    });

  route(app, offersEndpoints.calculate, async (request) => calculate(request, request.params.service), bodyByService);
  route(app, offersEndpoints.calculateFor, async (request) => calculate(request, request.params.service, request.params.userId), bodyByService);

  route(app, offersEndpoints.load, async (request) => loadOffer(app, await resolveOfferOwner(app.db, request.session), request.body.offerId));
  route(app, offersEndpoints.loadFor, async (request) =>
    loadOffer(app, await resolveOfferOwner(app.db, request.session, request.params.userId), request.body.offerId),
  );

  route(app, offersEndpoints.send, async (request) => {
    const sentTo = await sendOffer(app, company, request.session, request.body);
    return { ok: true as const, sentTo };
  });

  route(app, offersEndpoints.document, async (request, reply) => {
    const { calcId, format } = request.params;
    const files = await loadOfferForDocument(app, request.session, calcId);
    const file = await renderOffer(company, files, format);
    return sendFile(reply, format, `${files.fileBase}.${format}`, file);
  });
};
