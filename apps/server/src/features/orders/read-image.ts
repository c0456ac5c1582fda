// Stage images for every signed-in role, but only of stages the caller may see: admins all,
// clients and clerks those of their company's active orders, operators and employees the
// stages they are assigned to (an operator who declined no longer). Anything else is 404. The file is served with its stored
// image type (never as HTML or script), inline and without sniffing.
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Readable } from 'node:stream';
import { images, orders, stageAssignments, stages } from '../../db/schema';
import type { Session } from '../../plugins/auth';
import { notFound } from '../../plugins/errors';
import { canSee } from '../stages/stage-access';
import { maySeeOrder } from './ownership';

/** The only image kind of the spec's GET api/{kind}/image/{id}. */
const IMAGE_KINDS = ['operation'] as const;

/** Image types served as they are; anything else goes out as a download of bytes. */
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/heic', 'image/heif', 'image/avif']);

export interface ImageFile {
  content: Readable;
  contentType: string;
}

async function mayAccess(app: FastifyInstance, session: Session, stageId: number, order: typeof orders.$inferSelect): Promise<boolean> {
  if (session.role === 'admin' || session.role === 'client' || session.role === 'clerk') return maySeeOrder(session, order);
  // Field staff: the same rule as their operation screens (assigned, operators not declined).
  const [own] = await app.db
    .select({ confirmation: stageAssignments.confirmation })
    .from(stageAssignments)
    .where(and(eq(stageAssignments.stageId, stageId), eq(stageAssignments.userId, session.userId)))
    .limit(1);
  return canSee(session, { orderStatus: order.status }, own);
}

export async function readImage(app: FastifyInstance, session: Session, kind: string, id: string): Promise<ImageFile> {
  if (!(IMAGE_KINDS as readonly string[]).includes(kind)) throw notFound();
  const [row] = await app.db
    .select({ image: images, order: orders })
    .from(images)
    .innerJoin(stages, eq(stages.id, images.stageId))
    .innerJoin(orders, eq(orders.id, stages.orderId))
    .where(and(eq(images.id, id), eq(images.kind, kind as (typeof IMAGE_KINDS)[number]), isNull(images.deletedAt)))
    .limit(1);
  if (!row || !(await mayAccess(app, session, row.image.stageId, row.order))) throw notFound();
  // Streamed from the store; a missing file is a 404, an unreachable store a 503.
  const content = await app.storage.open(row.image.storagePath);
  const stored = row.image.mimeType.toLowerCase();
  return { content, contentType: IMAGE_TYPES.has(stored) ? stored : 'application/octet-stream' };
}
