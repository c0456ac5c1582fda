// The own rating of an employee or operator: how many completed operations they worked on
// (own hours above 0) and the average of the ratings site leads gave them in reports
// (one decimal; null when nobody rated them yet).
import { and, avg, count, eq, gt, isNotNull } from 'drizzle-orm';
import type { UserRatingAnswer } from '@tragkraft/sync-protocol';
import type { Db } from '../../db/open-database';
import { stageAssignments, stages } from '../../db/schema';

export async function ownRating(db: Db, userId: number): Promise<UserRatingAnswer> {
  const own = eq(stageAssignments.userId, userId);
  const [worked] = await db
    .select({ n: count() })
    .from(stageAssignments)
    .innerJoin(stages, eq(stages.id, stageAssignments.stageId))
    .where(and(own, isNotNull(stages.completedTime), gt(stageAssignments.hours, 0)));
  const [rated] = await db
    .select({ average: avg(stageAssignments.rating) })
    .from(stageAssignments)
    .where(and(own, isNotNull(stageAssignments.rating)));
  const average = rated?.average === null || rated?.average === undefined ? null : Number(rated.average);
  return { operations: worked?.n ?? 0, averageRating: average === null ? null : Math.round(average * 10) / 10 };
}
