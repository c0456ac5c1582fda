import { describe, expect, it } from 'vitest';
import { handlerOf, MUTATION_HANDLERS } from './registry';
import { operationComplete } from './operation-complete';
import { reportSave } from './report-save';
import { stageConfirm } from './stage-confirm';
import { timeRecord } from './time-record';

describe('[outbox] one handler per mutation kind', () => {
  it('picks the handler of the item’s kind', () => {
    expect(handlerOf({ name: 'report.save' })).toBe(reportSave);
    expect(handlerOf({ name: 'stage.confirm' })).toBe(stageConfirm);
    expect(handlerOf({ name: 'operation.complete' })).toBe(operationComplete);
    expect(handlerOf({ name: 'time.record' })).toBe(timeRecord);
  });

  it('names every kind in words and sends only the report save in the upload lane', () => {
    const byKind = Object.entries(MUTATION_HANDLERS).map(([kind, h]) => [kind, h.label, h.lane]);
    expect(byKind).toEqual([
      ['report.save', 'Arbeitsrapport', 'upload'],
      ['stage.confirm', 'Zu- oder Absage', 'small'],
      ['operation.complete', 'Abschluss', 'small'],
      ['time.record', 'Arbeitszeit', 'small'],
    ]);
  });

  it('offers "Kopie behalten" for a refused report save only', () => {
    expect(Object.entries(MUTATION_HANDLERS).filter(([, h]) => h.keepsCopy).map(([kind]) => kind)).toEqual(['report.save']);
  });
});
