import { describe, expect, it } from 'vitest';
import { fileNameOf } from './file-name';

describe('download file name', () => {
  it('takes the exact UTF-8 name over the ASCII fallback', () => {
    expect(fileNameOf(`attachment; filename="Auftragsbestaetigung 6.pdf"; filename*=UTF-8''Auftragsbest%C3%A4tigung%206.pdf`)).toBe('Auftragsbestätigung 6.pdf');
  });

  it('takes the plain name when there is no exact one, and nothing without a header', () => {
    expect(fileNameOf('attachment; filename="StundenMitarbeiter.xlsx"')).toBe('StundenMitarbeiter.xlsx');
    expect(fileNameOf('attachment; filename=Plan.xlsx')).toBe('Plan.xlsx');
    expect(fileNameOf(`attachment; filename="Plan.xlsx"; filename*=UTF-8''%E0%A4`)).toBe('Plan.xlsx');
    expect(fileNameOf(null)).toBeNull();
    expect(fileNameOf('inline')).toBeNull();
  });
});
