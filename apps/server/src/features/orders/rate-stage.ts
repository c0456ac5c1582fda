import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { validateRating } from '@tragkraft/domain';
import type { RateStageAnswer, RateStageBody } from '@tragkraft/sync-protocol';
import { clientRatings } from '../../db/schema';
import type { Session } from '../../plugins/auth';
import { badRequest, conflict } from '../../plugins/errors';
import { validationError } from './order-errors';
import { findOwnStage } from './ownership';

export const NOT_COMPLETED = 'Der Einsatz ist noch nicht abgeschlossen.';
const ALREADY_RATED = 'Sie haben diesen Einsatz bereits bewertet.';

/** The client rates a completed stage once (1 to 5 stars, optional comment). */
export function rateStage(app: FastifyInstance, session: Session, stageId: number, body: RateStageBody): RateStageAnswer {
  const { stage } = findOwnStage(app.db, session, stageId);
  const invalid = validateRating(body.rating);
  if (invalid) throw validationError([invalid]);
  if (!stage.completedTime) throw badRequest(NOT_COMPLETED);
  const rating = body.rating as number;
  const comment = (body.comment ?? '').trim();
  // The stage id is the key of client_ratings: a second rating (even a racing one) fails.
  const stored = app.db.transaction((tx) => {
    if (tx.select({ stageId: clientRatings.stageId }).from(clientRatings).where(eq(clientRatings.stageId, stage.id)).get()) return false;
    tx.insert(clientRatings).values({ stageId: stage.id, userId: session.userId, rating, comment }).run();
    return true;
  }, { behavior: 'immediate' });
  if (!stored) throw conflict(ALREADY_RATED);
  return { stageId: stage.id, rating, comment, hasRating: true };
}
