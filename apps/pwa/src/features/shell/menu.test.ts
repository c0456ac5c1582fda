import { describe, expect, it } from 'vitest';
import { menuFor, type MenuEntry } from './menu';

const labels = (entries: MenuEntry[]) => entries.map((e) => ('links' in e ? `${e.label}[${e.links.map((l) => l.label).join(',')}]` : e.label));

describe('role menu', () => {
  it('gives the client offers, orders and the password', () => {
    expect(labels(menuFor('client'))).toEqual(['Offerte', 'Aufträge', 'Passwort ändern']);
  });

  it('gives the clerk only the orders (the clerk has no password screen in the spec)', () => {
    expect(labels(menuFor('clerk'))).toEqual(['Aufträge']);
  });

  it('gives the admin operations, the clients dropdown, staff, analytics, the error reports and the test page', () => {
    expect(labels(menuFor('admin'))).toEqual([
      'Einsätze',
      'Kunden[Berechnungen,Offerte,Kunden,Aufträge]',
      'Mitarbeiter',
      'Analyse[Kunden-Analyse,Mitarbeiter Analyse,Stunden,Rentabilität]',
      'Fehlerberichte',
      'Test',
      'Passwort ändern',
    ]);
  });

  it('gives field staff their operations, past operations and rating', () => {
    expect(labels(menuFor('operator'))).toEqual(['Einsätze', 'Vergangene Einsätze', 'Bewertung', 'Passwort ändern']);
    expect(labels(menuFor('employee'))).toEqual(['Einsätze', 'Vergangene Einsätze', 'Bewertung', 'Passwort ändern']);
    expect(menuFor('employee').some((e) => 'to' in e && e.to === '/operations')).toBe(true);
    expect(menuFor('operator').some((e) => 'to' in e && e.to === '/operation')).toBe(true);
  });
});
