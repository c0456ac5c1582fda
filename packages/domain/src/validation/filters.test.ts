import { describe, expect, it } from 'vitest';
import { filterActive, filterAddresses, filterRows } from './filters';

const addresses = Array.from({ length: 25 }, (_, i) => `Bahnhofstrasse ${i + 1}, 8001 Zürich`);

describe('filterAddresses', () => {
  it('0 or 1 characters: the first 20 entries', () => {
    expect(filterAddresses(addresses, '')).toEqual(addresses.slice(0, 20));
    expect(filterAddresses(addresses, 'x')).toEqual(addresses.slice(0, 20));
  });
  it('2 or more: case-insensitive substring, at most 20', () => {
    expect(filterAddresses(addresses, 'ZÜRICH')).toHaveLength(20);
    expect(filterAddresses(addresses, 'strasse 2,')).toEqual(['Bahnhofstrasse 2, 8001 Zürich']);
    expect(filterAddresses(addresses, 'Bern')).toEqual([]);
  });
  it('works on objects through a text accessor', () => {
    const entries = [{ address: 'Seestrasse 4, Thalwil' }, { address: 'Dorfstrasse 1, Horgen' }];
    expect(filterAddresses(entries, 'horg', (e) => e.address)).toEqual([entries[1]]);
  });
});

describe('list filters from 2 characters', () => {
  const rows = [
    { id: 123, clientName: 'Müller Küchen AG', type: 'Küche' },
    { id: 456, clientName: 'Beck Bau', type: 'Türen' },
  ];
  const fields = (row: (typeof rows)[number]) => [row.id, row.clientName, row.type];
  it('a single character is ignored', () => {
    expect(filterActive('m')).toBe(false);
    expect(filterRows(rows, 'm', fields)).toEqual(rows);
  });
  it('matches any field, numbers included, case-insensitive', () => {
    expect(filterRows(rows, '12', fields)).toEqual([rows[0]]);
    expect(filterRows(rows, 'TÜR', fields)).toEqual([rows[1]]);
  });
  it('caps the result', () => {
    expect(filterRows(rows, '', fields, 1)).toEqual([rows[0]]);
  });
});
