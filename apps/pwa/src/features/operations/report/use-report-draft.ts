// The report form's state: the draft stored on the phone (saved on every change, so nothing
// typed is lost on reload, app close or restart), else one made from the server's detail.
// The form renders local state; every change is written through to IndexedDB at once.
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { OperationDetail } from '@tragkraft/sync-protocol';
import { fieldDb } from '../../../offline/field-db';
import type { ReportDraft } from '../../../offline/field-types';
import { draftFromDetail, draftKey } from '../../../offline/report-draft';

let lastStamp = 0;
/** Strictly increasing stamps tell our own writes from changes made elsewhere (replay). */
function stamp(): string {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return new Date(lastStamp).toISOString();
}

export function useReportDraft(detail: OperationDetail | null, userId: number) {
  const stageId = detail?.id ?? 0;
  const key = draftKey(userId, stageId);
  const stored = useLiveQuery(() => fieldDb.drafts.get(key).then((d) => d ?? null), [key]);
  const [draft, setDraft] = useState<ReportDraft | null>(null);
  const current = useRef<ReportDraft | null>(null);
  const written = useRef(new Set<string>());

  useEffect(() => {
    if (stored === undefined) return;
    if (stored && written.current.has(stored.updatedAt)) return;
    const next = stored ?? (detail ? draftFromDetail(detail, userId, new Date()) : null);
    current.current = next;
    setDraft(next);
  }, [stored, detail, userId]);

  /** Applies a change, marks the draft dirty and stores it. */
  const change = useCallback((update: (draft: ReportDraft) => ReportDraft) => {
    if (!current.current) return;
    const next = { ...update(current.current), dirty: true, updatedAt: stamp() };
    written.current.add(next.updatedAt);
    current.current = next;
    setDraft(next);
    void fieldDb.drafts.put(next);
  }, []);

  /** Replaces the draft without marking it dirty (after queueing). */
  const replace = useCallback(async (next: ReportDraft) => {
    const stamped = { ...next, updatedAt: stamp() };
    written.current.add(stamped.updatedAt);
    current.current = stamped;
    setDraft(stamped);
    await fieldDb.drafts.put(stamped);
  }, []);

  return { draft, change, replace, current };
}
