import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { orderFailureText } from './order-failure';

describe('order failure text', () => {
  it('lists booked days in Swiss format', () => {
    const error = new ApiError(409, 'dayBooked', 'x', { days: ['2030-05-12', '2030-05-14'] });
    expect(orderFailureText(error)).toBe('An folgenden Tagen sind wir bereits ausgebucht: 12.05.2030, 14.05.2030');
  });

  it('prefixes other refusals with the spec text', () => {
    expect(orderFailureText(new ApiError(400, 'validation', 'Bitte geben Sie ein Lieferdatum ein.'))).toBe(
      'Fehler beim Erteilen des Auftrages. Bitte geben Sie ein Lieferdatum ein.',
    );
    expect(orderFailureText(new ApiError(0, 'network', 'Keine Verbindung zum Server.'))).toBe('Fehler beim Erteilen des Auftrages.');
  });
});
