import { describe, expect, it } from 'vitest';
import { stageConfirm } from './stage-confirm';
import { queued } from './test-items';

const confirm = queued('stage.confirm', { action: 'confirm', stageId: 17 });
const decline = queued('stage.confirm', { action: 'decline', stageId: 17 });

describe('[outbox] confirm or decline', () => {
  it('tells a Zusage from an Absage and sends the body as JSON', async () => {
    expect(stageConfirm.title(confirm)).toBe('Zu- oder Absage (Zusage)');
    expect(stageConfirm.title(decline)).toBe('Zu- oder Absage (Absage)');
    expect(await stageConfirm.body(decline.payload, async () => undefined)).toEqual({ body: '{"action":"decline","stageId":17}', contentType: 'application/json', bytes: 33 });
  });

  it('says only a refusal, naming the operation and what was refused', () => {
    expect(stageConfirm.notices(confirm, 'done', { userId: 4, confirmation: true }, 'Muster AG')).toEqual([]);
    expect(stageConfirm.notices({ ...confirm, lastError: 'Zu spät.' }, 'rejected', null, 'Muster AG')).toEqual([{ tone: 'error', text: 'Konnte nicht zusagen (Muster AG): Zu spät.' }]);
    expect(stageConfirm.notices({ ...decline, lastError: 'Zu spät.' }, 'rejected', null, 'Muster AG')).toEqual([{ tone: 'error', text: 'Konnte nicht absagen (Muster AG): Zu spät.' }]);
  });
});
