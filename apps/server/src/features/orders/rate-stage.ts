import type { FastifyInstance } from 'fastify';
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
export async function rateStage(app: FastifyInstance, session: Session, stageId: number, body: RateStageBody): Promise<RateStageAnswer> {
  const { stage } = await findOwnStage(app.db, session, stageId);
  const invalid = validateRating(body.rating);
  if (invalid) throw validationError([invalid]);
  if (!stage.completedTime) throw badRequest(NOT_COMPLETED);
  const rating = body.rating as number;
  const comment = (body.comment ?? '').trim();
  // The stage id is the key of client_ratings: a second rating (even a racing one, on another
  // instance) inserts nothing and is refused.
  const stored = await app.db
    .insert(clientRatings)
    .values({ stageId: stage.id, userId: session.userId, rating, comment })
    .onConflictDoNothing()
    .returning({ stageId: clientRatings.stageId });
  if (stored.length === 0) throw conflict(ALREADY_RATED);
  return { stageId: stage.id, rating, comment, hasRating: true };
}
