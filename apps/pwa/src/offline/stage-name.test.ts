import { describe, expect, it } from 'vitest';
import { stageName } from './stage-name';

describe('an operation as a person knows it (issue 27)', () => {
  it('names client, place and date, never the number', () => {
    expect(stageName({ clientName: 'Muster AG', address: 'Feldweg 12\n8000 Zürich', date: '2027-03-12' })).toBe('Muster AG, Zürich, 12.03.2027');
    expect(stageName({ clientName: 'Muster AG', address: 'Bahnhofstrasse 1, CH-3011 Bern', date: null })).toBe('Muster AG, Bahnhofstrasse 1, CH-3011 Bern');
    expect(stageName({ clientName: 'Hans Meier', address: ' Hauptgasse 3 \n 4500 Solothurn ', date: '2026-12-01' })).toBe('Hans Meier, Solothurn, 01.12.2026');
  });
});
