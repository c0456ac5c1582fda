// The report draft's life without I/O: made from the server's detail, turned into the
// outbox payload, marked when queued, reconciled with the server's answer.
import { SITE_SERVICE_TYPE_ID } from '@tragkraft/domain';
import type { OperationDetail, OperationReportData, OutboxMutations } from '@tragkraft/sync-protocol';
import type { DraftImage, DraftSignature, ReportDraft } from './field-types';

export function draftKey(userId: number, stageId: number): string {
  return `${userId}:${stageId}`;
}

export function draftFromDetail(detail: OperationDetail, userId: number, now: Date): ReportDraft {
  return {
    key: draftKey(userId, detail.id),
    userId,
    stageId: detail.id,
    typeId: detail.typeId,
    truckArrivalTime: detail.truckArrivalTime,
    damages: detail.damages,
    general: detail.general ?? '',
    internal: detail.internal ?? '',
    workHours: detail.workHours,
    hours: detail.hours.map((h) => ({ userId: h.userId, firstName: h.firstName, role: h.role, hours: h.hours, rating: h.rating, comment: h.comment ?? '', confirmation: h.confirmation })),
    images: detail.images.filter((i) => !i.deleted).map((i) => ({ id: i.id, comment: i.comment, damage: i.damage, deleted: false, origin: 'server' })),
    // A signature the server holds is shown from the detail; the draft holds only a new one.
    signature: null,
    dirty: false,
    updatedAt: now.toISOString(),
  };
}

const trimmedOrNull = (text: string) => (text.trim() === '' ? null : text);

/**
 * The `report.save` payload: every report field, every image entry and its file when the
 * server does not hold it yet. `internal` and `workHours` only for admins (the server ignores
 * them from others); admins also send the confirmations they changed.
 */
export function draftPayload(draft: ReportDraft, role: string): OutboxMutations['report.save'] {
  const admin = role === 'admin';
  const data: OperationReportData = {
    truckArrivalTime: draft.truckArrivalTime,
    damages: draft.damages,
    general: trimmedOrNull(draft.general),
    images: draft.images.map((i) => ({ id: i.id, comment: i.comment, damage: i.damage, deleted: i.deleted })),
    hours: draft.hours.map((h) => ({
      userId: h.userId,
      hours: h.hours,
      rating: h.rating,
      comment: trimmedOrNull(h.comment),
      ...(admin ? { confirmation: h.confirmation } : {}),
    })),
  };
  if (admin) {
    data.internal = trimmedOrNull(draft.internal);
    if (draft.typeId === SITE_SERVICE_TYPE_ID) data.workHours = draft.workHours;
  }
  const imageIds = draft.images.filter((i) => i.origin !== 'server' && !i.deleted).map((i) => i.id);
  // A signature goes with one save only: a queued or sent one would replace itself again.
  const signature = draft.signature;
  if (!signature || signature.state !== 'new') return { stageId: draft.stageId, data, imageIds };
  data.signature = { signerName: signature.signerName.trim(), signedAt: signature.signedAt, remark: trimmedOrNull(signature.remark) };
  return { stageId: draft.stageId, data, imageIds, signaturePng: signature.png };
}

const withSignatureState = (signature: DraftSignature | null | undefined, from: DraftSignature['state'], to: DraftSignature['state'], signedAt?: string | null) =>
  signature && signature.state === from && (signedAt === undefined || signature.signedAt === signedAt) ? { ...signature, state: to } : (signature ?? null);

/** Queued: new photos now belong to a waiting save and may no longer be removed outright. */
export function draftQueued(draft: ReportDraft, now: Date): ReportDraft {
  return {
    ...draft,
    dirty: false,
    updatedAt: now.toISOString(),
    images: draft.images.map((i): DraftImage => (i.origin === 'new' ? { ...i, origin: 'queued' } : i)),
    signature: withSignatureState(draft.signature, 'new', 'queued'),
  };
}

/**
 * The server stored a save. A draft without later edits is no longer needed (the fresh
 * detail shows the same); one edited since keeps its values, with the images the server now
 * holds marked as saved, and the signature the save carried (`sentSignedAt`, its signing
 * time) marked sent. Returns null to delete the draft.
 */
export function draftAfterSaved(draft: ReportDraft, serverImageIds: string[], sentSignedAt: string | null = null): ReportDraft | null {
  if (!draft.dirty) return null;
  const held = new Set(serverImageIds);
  return {
    ...draft,
    images: draft.images.map((i) => (held.has(i.id) ? { ...i, origin: 'server' } : i)),
    signature: sentSignedAt === null ? (draft.signature ?? null) : withSignatureState(draft.signature, 'queued', 'sent', sentSignedAt),
  };
}

/** The server refused the save that carried the signature (`refusedSignedAt`): the next save sends it. */
export function draftSignatureRefused(draft: ReportDraft, refusedSignedAt: string | null): ReportDraft {
  if (refusedSignedAt === null) return draft;
  return { ...draft, signature: withSignatureState(draft.signature, 'queued', 'new', refusedSignedAt) };
}

/** Images in the order the screens show them: damage images first. */
export function damageFirst<T extends { damage: boolean }>(images: T[]): T[] {
  return [...images.filter((i) => i.damage), ...images.filter((i) => !i.damage)];
}
