import type { FastifyInstance } from 'fastify';
import { ADMIN_TEXTS, type SendPasswordLinkAnswer } from '@tragkraft/sync-protocol';
import { conflict } from '../../plugins/errors';
import { recordAudit } from '../audit/record-audit';
import { sendPasswordLink } from '../auth/request-password-reset';
import { findUser } from './load-user';

/** The admin sends a user a single-use set-password link (the forgot-password mail). */
export async function sendPasswordLinkTo(app: FastifyInstance, adminId: number, userId: number, publicUrl: string): Promise<SendPasswordLinkAnswer> {
  const user = await findUser(app.db, userId);
  if (user.inactive) throw conflict(ADMIN_TEXTS.userInactive);
  await sendPasswordLink(app, user, publicUrl);
  await recordAudit(app.db, { userId: adminId, entity: 'user', entityId: userId, action: 'sendPasswordLink', changes: { sentTo: user.email } });
  return { ok: true, sentTo: user.email };
}
