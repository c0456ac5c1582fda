// What the field PWA keeps on the device (IndexedDB through Dexie, see field-db.ts). Plain
// types only, so pure modules and their tests can use them without a database.
import type { EmployeePastItem, OperationDetail, OperationListItem, OutboxMutationName, OutboxMutations } from '@tragkraft/sync-protocol';

export type ListName = 'future' | 'past' | 'ownFuture' | 'ownPast';

/** One server list as last fetched (key `${userId}:${name}[:${limit}]`). */
export interface StoredList {
  key: string;
  userId: number;
  name: ListName;
  items: OperationListItem[] | EmployeePastItem[];
  fetchedAt: string;
}

/** One operation detail as last fetched (key `${userId}:${stageId}`). */
export interface StoredDetail {
  key: string;
  userId: number;
  stageId: number;
  detail: OperationDetail;
  fetchedAt: string;
}

/**
 * Where a photo of a draft stands: `new` only on the phone (may be removed outright),
 * `queued` part of a save waiting in the outbox (its bytes must stay), `server` stored there
 * (can only be flagged deleted).
 */
type DraftImageOrigin = 'new' | 'queued' | 'server';

export interface DraftImage {
  id: string;
  comment: string;
  damage: boolean;
  deleted: boolean;
  origin: DraftImageOrigin;
}

export interface DraftHours {
  userId: number;
  firstName: string;
  role: string;
  hours: number | null;
  rating: number | null;
  comment: string;
  confirmation: boolean | null;
}

/**
 * Where the customer's on-site signature of a draft stands: `new` only on the phone (sent
 * with the next save), `queued` part of a waiting save, `sent` the server holds it (a later
 * save does not send it again).
 */
type DraftSignatureState = 'new' | 'queued' | 'sent';

/** The customer's signature taken on the phone (issue 19). */
export interface DraftSignature {
  /** The drawn PNG: ArrayBuffer like photos, since Blobs in IndexedDB are unreliable on iOS. */
  png: ArrayBuffer;
  signerName: string;
  /** When the customer signed (the phone's clock, ISO). */
  signedAt: string;
  remark: string;
  state: DraftSignatureState;
}

/** The report form as typed, saved on every change (key `${userId}:${stageId}`). */
export interface ReportDraft {
  key: string;
  userId: number;
  stageId: number;
  typeId: number;
  truckArrivalTime: string | null;
  damages: boolean | null;
  general: string;
  internal: string;
  workHours: number | null;
  hours: DraftHours[];
  images: DraftImage[];
  /** Absent in drafts stored before the signature existed; null when none was taken. */
  signature?: DraftSignature | null;
  /** Changed since it was last queued. */
  dirty: boolean;
  updatedAt: string;
}

/** Photo bytes: ArrayBuffer + type, since Blobs in IndexedDB are unreliable on iOS Safari. */
export interface StoredPhoto {
  id: string;
  userId: number;
  stageId: number;
  bytes: ArrayBuffer;
  mimeType: string;
  /** Taken on this phone, or downloaded from the server (images already seen). */
  source: 'device' | 'server';
  /** The server holds it; until then it is never deleted. */
  confirmed: boolean;
  createdAt: string;
}

type OutboxStatus = 'pending' | 'rejected';

/** One queued mutation; `id` travels as the Idempotency-Key, `seq` keeps the order. */
export interface OutboxItem<N extends OutboxMutationName = OutboxMutationName> {
  seq?: number;
  id: string;
  userId: number;
  stageId: number;
  name: N;
  payload: OutboxMutations[N];
  createdAt: string;
  attempts: number;
  status: OutboxStatus;
  /** Epoch ms before which an automatic replay leaves it alone (backoff). */
  nextAttemptAt: number;
  lastStatus: number | null;
  /** The server's message (rejected) or what went wrong last (retry). */
  lastError: string | null;
}

/** The sign-in the replay uses (the service worker has no localStorage). */
export interface SessionMirror {
  key: 'current';
  token: string;
  userId: number;
  role: string;
}

export interface MetaRow {
  key: string;
  value: unknown;
}
