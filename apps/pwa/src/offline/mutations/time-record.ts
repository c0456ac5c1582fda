// 'time.record': one tap on the "Zeit" screen (JSON, small lane). Each send carries the
// phone's clock (`sentAt`), so the server tells a wrong clock from a tap sent late because
// the phone was offline. Done: the tap goes into its cached week at once. A tap is named by
// its kind and time ('Arbeitsbeginn 07:02') and opens "Zeit"; only a refusal is said (a
// delivered tap is what the person expects).
import { isoWeekKey, TIME_ENTRY_LABELS, zurichWallClock } from '@tragkraft/domain';
import type { TimeEntry } from '@tragkraft/sync-protocol';
import type { OutboxItem } from '../field-types';
import { mergeSentEntry } from '../time-week-cache';
import { jsonBody, OF_A_STAGE, type MutationHandler } from './mutation-handler';

const TAP_REFUSED = 'Zeiteintrag abgelehnt';

/** 'Arbeitsbeginn 07:02': the tap's kind and its time in Zurich. */
const tapName = (item: Pick<OutboxItem<'time.record'>, 'payload'>) => `${TIME_ENTRY_LABELS[item.payload.kind]} ${zurichWallClock(new Date(item.payload.at)).time}`;

export const timeRecord: MutationHandler<'time.record'> = {
  ...OF_A_STAGE,
  label: 'Arbeitszeit',
  title: () => 'Arbeitszeit',
  subject: tapName,
  open: () => ({ path: '/time', label: 'Zeit öffnen' }),
  body: async (payload) => jsonBody({ ...payload, sentAt: new Date().toISOString() }),

  async applyDone(db, item, body) {
    const entry = body as TimeEntry;
    await mergeSentEntry(db, item.userId, entry, isoWeekKey(zurichWallClock(new Date(entry.at)).date));
  },

  notices: (item, outcome) => (outcome === 'rejected' ? [{ tone: 'error', text: `${TAP_REFUSED} (${tapName(item)}): ${item.lastError ?? ''}` }] : []),
};
