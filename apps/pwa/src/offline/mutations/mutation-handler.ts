// What the outbox needs to know about one kind of mutation, in one place: what it sends, what
// the server's answer changes on the phone, how a person knows it, where it opens. The engine
// (replay, request, panel, toasts) asks the handler of an item's kind (registry.ts) and never
// branches on the name itself. The retry policy (outbox-policy.ts) is the same for every kind;
// only the lane differs. No DOM here: the service worker runs the handlers too.
import type { OutboxMutationName, OutboxMutations } from '@tragkraft/sync-protocol';
import type { FieldDb } from '../field-db';
import type { OutboxItem, StoredPhoto } from '../field-types';
import type { Lane } from '../outbox-policy';

/** The body of one request and its size in bytes (the timeout grows with it). */
export interface RequestBody {
  body?: BodyInit;
  /** Set for JSON; a multipart body sets its own type with the boundary. */
  contentType?: string;
  bytes: number;
}

/** One toast after a replay: a success or a problem, in words. */
interface Notice {
  tone: 'success' | 'error';
  text: string;
}

export type PhotoReader = (id: string) => Promise<StoredPhoto | undefined>;

export interface MutationHandler<N extends OutboxMutationName> {
  /** What a person calls the change ('Arbeitsrapport'), in the sync panel. */
  label: string;
  /** 'upload' for multipart saves with photos, 'small' for the rest (outbox-policy.ts). */
  lane: Lane;
  /** The request body; method, URL and headers come from the endpoint table (outbox-request.ts). */
  body(payload: OutboxMutations[N], photo: PhotoReader): Promise<RequestBody>;
  /** What a 2xx answer changes on the phone. */
  applyDone(db: FieldDb, item: OutboxItem<N>, answer: unknown, now: Date): Promise<void>;
  /** What a refusal for good changes on the phone. */
  applyRejected(db: FieldDb, item: OutboxItem<N>, now: Date): Promise<void>;
  /** What leaves the phone with the item when the person discards it (inside the discard's transaction). */
  discarded(db: FieldDb, item: OutboxItem<N>): Promise<void>;
  /** The change in the panel: its label with what it does ('Zu- oder Absage (Zusage)'). */
  title(item: OutboxItem<N>): string;
  /** What it concerns as a person knows it: the operation (client, place, date) or its own words. */
  subject(item: OutboxItem<N>, stageName: string): string;
  /** Where the panel's button opens it, and the button's words. */
  open(item: OutboxItem<N>, role: string): { path: string; label: string };
  /** The toasts after the replay sent it (`done`, with the answer) or the server refused it. */
  notices(item: OutboxItem<N>, outcome: 'done' | 'rejected', answer: unknown, subject: string): Notice[];
  /** A refusal offers 'Kopie behalten' (the typed report stays on the phone as a copy). */
  keepsCopy: boolean;
}

const nothing = async () => undefined;

/** What the changes of one operation share: the small lane, nothing to undo on a refusal or a discard, named and opened as the operation. */
export const OF_A_STAGE = {
  lane: 'small' as const,
  applyRejected: nothing,
  discarded: nothing,
  keepsCopy: false,
  subject: (_item: unknown, stageName: string) => stageName,
  open: (item: Pick<OutboxItem, 'stageId'>, role: string) => ({ path: role === 'admin' ? `/operation/${item.stageId}` : `/o/${item.stageId}`, label: 'Einsatz öffnen' }),
};

export function jsonBody(payload: unknown): RequestBody {
  const body = JSON.stringify(payload);
  return { body, contentType: 'application/json', bytes: body.length };
}
