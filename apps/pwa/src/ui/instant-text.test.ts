import { describe, expect, it } from 'vitest';
import { instantText } from './instant-text';

describe('instant text', () => {
  it('shows an instant as dd.MM.yy HH:mm in Zurich time', () => {
    expect(instantText('2026-07-01T06:30:00.000Z')).toBe('01.07.26 08:30');
    expect(instantText('2026-01-15T23:30:00.000Z')).toBe('16.01.26 00:30');
  });
});
