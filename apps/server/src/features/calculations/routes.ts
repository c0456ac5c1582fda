import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CalculationRowSchema } from '@tragkraft/sync-protocol';
import { listCalculations } from './list-calculations';

export const calculationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/admin/calculations', { schema: { response: { 200: Type.Array(CalculationRowSchema) } } }, async () => listCalculations(app));
};
