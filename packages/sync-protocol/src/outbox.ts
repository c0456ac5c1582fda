import type { ConfirmOrDeclineBody } from './employee';
import type { OperationReportData } from './operations';
import { employeeEndpoints } from './endpoints/employee';
import { pathParamNames, urlOf, type HttpMethod } from './endpoints/endpoint';
import { operationsEndpoints } from './endpoints/operations';
import { workingTimeEndpoints } from './endpoints/working-time';
import type { RecordTimeBody } from './working-time';

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
  /**
   * operationsEndpoints.saveReport (multipart): `data` plus one part per new image file, and
   * with `data.signature` the PNG part `signature` (its bytes kept in the item itself, so a
   * signature taken again meanwhile does not change what this save sends).
   */
  'report.save': { stageId: number; data: OperationReportData; imageIds: string[]; signaturePng?: ArrayBuffer };
  /** employeeEndpoints.confirmOrDecline. */
  'stage.confirm': ConfirmOrDeclineBody;
  /** operationsEndpoints.complete (admin). */
  'operation.complete': { stageId: number };
  /** workingTimeEndpoints.record: one tap on the "Zeit" screen (set `sentAt` on each send). */
  'time.record': RecordTimeBody;
}
export type OutboxMutationName = keyof OutboxMutations;

/** The endpoint each mutation is sent to. */
const OUTBOX_ENDPOINTS = {
  'report.save': operationsEndpoints.saveReport,
  'stage.confirm': employeeEndpoints.confirmOrDecline,
  'operation.complete': operationsEndpoints.complete,
  'time.record': workingTimeEndpoints.record,
} as const;

/** The HTTP request each mutation becomes: the method and URL of its endpoint. */
export function outboxRequest<N extends OutboxMutationName>(name: N, payload: OutboxMutations[N]): { method: HttpMethod; url: string } {
  const entry = OUTBOX_ENDPOINTS[name];
  // The path's parameters come from the payload (the report save and the completion name
  // their stage there); the rest of the payload is the body, never the query.
  const values = payload as unknown as Record<string, unknown>;
  const params = Object.fromEntries(pathParamNames(entry.path).map((param) => [param, values[param]]));
  return { method: entry.method, url: urlOf(entry, params) };
}

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
