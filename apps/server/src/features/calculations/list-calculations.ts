import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CalculationRow } from '@tragkraft/sync-protocol';
import { calculations, clients, orders, users } from '../../db/schema';

/** The admin's list of calculations: the newest 200 (spec: calculations list 200). */
const CALCULATIONS_LIST_LIMIT = 200;

export async function listCalculations(app: FastifyInstance): Promise<CalculationRow[]> {
  const rows = await app.db
    .select({
      calcId: calculations.id,
      createdAt: calculations.createdAt,
      clientId: calculations.clientId,
      company: clients.company,
      userEmail: users.email,
      typeId: calculations.typeId,
      total: calculations.totalRp,
      orderId: orders.id,
    })
    .from(calculations)
    .innerJoin(clients, eq(clients.id, calculations.clientId))
    .innerJoin(users, eq(users.id, calculations.userId))
    .leftJoin(orders, eq(orders.calculationId, calculations.id))
    .orderBy(desc(calculations.createdAt), desc(calculations.id))
    .limit(CALCULATIONS_LIST_LIMIT);
  return rows.map(({ orderId, ...row }) => ({ ...row, ordered: orderId !== null }));
}

