import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { CalculationInputs, ServiceKey } from '@tragkraft/domain';
import {
  CALCULATION_INPUT_SCHEMAS,
  LoadOfferAnswerSchema,
  LoadOfferBodySchema,
  OfferDocumentParamsSchema,
  SendOfferAnswerSchema,
  SendOfferBodySchema,
  UserIdParamsSchema,
} from '@tragkraft/sync-protocol';
import type { Company } from '../../config';
import type { Session } from '../../plugins/auth';
import { calculateOffer } from './calculate-offer';
import { loadOffer } from './load-offer';
import { loadOfferForDocument, renderOffer, sendOffer } from './offer-documents';
import { resolveOfferOwner } from './offer-owner';

const CONTENT_TYPE = { pdf: 'application/pdf', docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' } as const;

export const offerRoutes: FastifyPluginAsyncTypebox<{ company: Company }> = async (app, { company }) => {
  // One pair of routes per service, so each body is validated against its own schema.
  for (const [service, schema] of Object.entries(CALCULATION_INPUT_SCHEMAS) as [ServiceKey, (typeof CALCULATION_INPUT_SCHEMAS)[ServiceKey]][]) {
    const calculate = (request: { body: unknown; session: Session }, userId?: number) =>
      calculateOffer(app, {
        service,
        input: request.body as CalculationInputs[typeof service],
        owner: resolveOfferOwner(app.db, request.session, userId),
        createdByUserId: userId === undefined ? null : request.session.userId,
        adminView: request.session.role === 'admin',
        now: new Date(),
      });
    app.post(`/api/offer/${service}`, { schema: { body: schema } }, async (request) => calculate(request));
    app.post(`/api/offer/${service}/userId/:userId`, { schema: { body: schema, params: UserIdParamsSchema } }, async (request) =>
      calculate(request, request.params.userId),
    );
  }

  app.post('/api/offer/loadoffer', { schema: { body: LoadOfferBodySchema, response: { 200: LoadOfferAnswerSchema } } }, async (request) =>
    loadOffer(app, resolveOfferOwner(app.db, request.session), request.body.offerId),
  );
  app.post('/api/offer/loadoffer/userId/:userId', {
    schema: { body: LoadOfferBodySchema, params: UserIdParamsSchema, response: { 200: LoadOfferAnswerSchema } },
  }, async (request) => loadOffer(app, resolveOfferOwner(app.db, request.session, request.params.userId), request.body.offerId));

  app.post('/api/offer/send', { schema: { body: SendOfferBodySchema, response: { 200: SendOfferAnswerSchema } } }, async (request) => {
    const sentTo = await sendOffer(app, company, request.session, request.body);
    return { ok: true as const, sentTo };
  });

  app.get('/api/offer/document/:calcId/:format', { schema: { params: OfferDocumentParamsSchema } }, async (request, reply) => {
    const { calcId, format } = request.params;
    const files = loadOfferForDocument(app, request.session, calcId);
    const file = await renderOffer(company, files, format);
    return reply
      .header('content-type', CONTENT_TYPE[format])
      .header('content-disposition', `attachment; filename="${files.fileBase}.${format}"`)
      .send(file);
  });
};
