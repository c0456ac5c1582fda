import { describe, expect, it } from 'vitest';
import type { SaveReportAnswer } from '@tragkraft/sync-protocol';
import { reportSave } from './report-save';
import { queued } from './test-items';

const save = queued('report.save', { stageId: 17, data: { general: 'ok' }, imageIds: [] });
const answer = (more: Partial<SaveReportAnswer>) => ({ damageMailSent: false, warningMessage: null, warnings: [], ...more }) as unknown as SaveReportAnswer;

describe('[outbox] report save', () => {
  it('is named and opened as its operation, on the admin’s or the staff route', () => {
    expect(reportSave.title(save)).toBe('Arbeitsrapport');
    expect(reportSave.subject(save, 'Muster AG, Zürich, 12.03.2027')).toBe('Muster AG, Zürich, 12.03.2027');
    expect(reportSave.open(save, 'admin')).toEqual({ path: '/operation/17', label: 'Einsatz öffnen' });
    expect(reportSave.open(save, 'operator')).toEqual({ path: '/o/17', label: 'Einsatz öffnen' });
  });

  it('says it was saved, that the customer was told of a damage, and the server’s warning', () => {
    expect(reportSave.notices(save, 'done', answer({}), 'Muster AG')).toEqual([{ tone: 'success', text: 'Der Einsatz wurde erfolgreich gespeichert: Muster AG.' }]);
    expect(reportSave.notices(save, 'done', answer({ damageMailSent: true, warningMessage: 'Achtung:', warnings: ['Stunden fehlen.'] }), 'Muster AG')).toEqual([
      { tone: 'success', text: 'Der Einsatz wurde erfolgreich gespeichert: Muster AG. Der Kunde wurde per E-Mail über den Schaden informiert.' },
      { tone: 'error', text: 'Achtung: Stunden fehlen.' },
    ]);
  });

  it('says a refusal with the server’s reason, without repeating its first words', () => {
    const refused = { ...save, status: 'rejected' as const, lastError: 'Der Einsatz wurde nicht gespeichert weil er abgeschlossen ist.' };
    expect(reportSave.notices(refused, 'rejected', null, 'Muster AG')).toEqual([{ tone: 'error', text: 'Der Einsatz wurde nicht gespeichert (Muster AG): weil er abgeschlossen ist.' }]);
  });
});
