import { Type, type Static } from 'typebox';
import type { ConfirmOrDeclineBody, OperationReportData } from './operations';

// The outbox of the field PWA: every write made offline is queued as one mutation with its
// own UUID and replayed later. The UUID travels in the Idempotency-Key header; the server
// stores its answer with the change, so a replay returns the first answer and changes
// nothing. See docs/decisions/005-field-operations.md.

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set to 'true' on an answer that was stored earlier for the same key. */
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replayed';
/** Stored answers are kept this long; a replay after that is applied again. */
export const IDEMPOTENCY_RETENTION_DAYS = 30;

export const IDEMPOTENCY_TEXTS = {
  badKey: 'Der Idempotency-Key muss eine UUID sein.',
  keyReused: 'Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet.',
} as const;

/** Payload per mutation name; the PWA and the server agree on these at compile time. */
export interface OutboxMutations {
  /** POST /api/operation/{stageId} as multipart: `data` plus one part per new image file. */
  'report.save': { stageId: number; data: OperationReportData; imageIds: string[] };
  /** POST /api/employee/operations/confirmordecline. */
  'stage.confirm': ConfirmOrDeclineBody;
  /** PUT /api/operation/{stageId}/complete (admin). */
  'operation.complete': { stageId: number };
}
export type OutboxMutationName = keyof OutboxMutations;

export const OUTBOX_MUTATION_NAMES = ['report.save', 'stage.confirm', 'operation.complete'] as const satisfies readonly OutboxMutationName[];

/** The HTTP request each mutation becomes. */
export function outboxRequest<N extends OutboxMutationName>(name: N, payload: OutboxMutations[N]): { method: 'POST' | 'PUT'; path: string } {
  switch (name) {
    case 'report.save':
      return { method: 'POST', path: `/api/operation/${(payload as OutboxMutations['report.save']).stageId}` };
    case 'stage.confirm':
      return { method: 'POST', path: '/api/employee/operations/confirmordecline' };
    default:
      return { method: 'PUT', path: `/api/operation/${(payload as OutboxMutations['operation.complete']).stageId}/complete` };
  }
}

/** One queued mutation as the PWA keeps it (IndexedDB). */
export const OutboxEnvelopeSchema = Type.Object({
  /** Client UUID, sent as Idempotency-Key. */
  id: Type.String({ format: 'uuid' }),
  name: Type.Union(OUTBOX_MUTATION_NAMES.map((n) => Type.Literal(n))),
  payload: Type.Unknown(),
  /** When the user made the change (ISO instant). */
  createdAt: Type.String(),
  attempts: Type.Integer({ minimum: 0 }),
  lastError: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
export type OutboxEnvelope = Static<typeof OutboxEnvelopeSchema>;

/**
 * What a replay should do with an answer: 2xx done; 401 pauses the whole queue until the
 * user signs in again; network failures (status 0), 408, 429 and 5xx are retried; any other
 * 4xx (including 409 with the key-reused text) means the server refused: keep the item for
 * the user, never resend it unchanged.
 */
export function outboxOutcome(status: number): 'done' | 'refused' | 'retry' | 'unauthorized' {
  if (status >= 200 && status < 300) return 'done';
  if (status === 401) return 'unauthorized';
  if (status === 0 || status === 408 || status === 429 || status >= 500) return 'retry';
  return 'refused';
}
