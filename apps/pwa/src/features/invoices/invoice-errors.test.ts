import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { createFailureText } from './invoice-errors';
import { targetOf } from './invoice-target';

describe('create failure text', () => {
  it('names each finding with its line', () => {
    const error = new ApiError(400, 'validation', 'Die Beschreibung darf nicht leer sein.', {
      errors: [{ code: 'descriptionEmpty', text: 'Die Beschreibung darf nicht leer sein.', index: 2 }],
    });
    expect(createFailureText(error)).toBe('Fehler beim Erstellen der Rechnung Position 2: Die Beschreibung darf nicht leer sein.');
  });
  it("otherwise the server's message, or the text alone", () => {
    const conflict = new ApiError(409, 'conflict', 'Die Rechnung wurde bereits versandt und kann nicht mehr geändert werden.');
    expect(createFailureText(conflict)).toBe('Fehler beim Erstellen der Rechnung Die Rechnung wurde bereits versandt und kann nicht mehr geändert werden.');
    expect(createFailureText(new ApiError(0, 'network', 'Keine Verbindung zum Server.'))).toBe('Fehler beim Erstellen der Rechnung');
  });
});

describe('targetOf', () => {
  it('a stage, or a site-service order as a whole', () => {
    expect(targetOf({ stageId: 7 })).toEqual({ kind: 'stage', stageId: 7 });
    expect(targetOf({ serviceOrderId: 3 })).toEqual({ kind: 'service', orderId: 3 });
    expect(() => targetOf({})).toThrow();
  });
});
