import { describe, expect, it } from 'vitest';
import { operationComplete } from './operation-complete';
import { queued } from './test-items';

const complete = queued('operation.complete', { stageId: 17 });

describe('[outbox] completion of an operation', () => {
  it('sends no body (the stage is in the path)', async () => {
    expect(await operationComplete.body(complete.payload, async () => undefined)).toEqual({ bytes: 0 });
  });

  it('says the customer got the e-mail, or why the completion failed', () => {
    expect(operationComplete.notices(complete, 'done', { completedTime: '2026-05-13T10:00:00Z' }, 'Muster AG')).toEqual([
      { tone: 'success', text: 'Das E-Mail wurde an den Kunden versandt und der Einsatz ist abgeschlossen (Muster AG)' },
    ]);
    expect(operationComplete.notices({ ...complete, lastError: 'Rapport fehlt.' }, 'rejected', null, 'Muster AG')).toEqual([
      { tone: 'error', text: 'Fehler beim Abschliessen des Einsatzes (Muster AG): Rapport fehlt.' },
    ]);
  });
});
