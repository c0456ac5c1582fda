import { describe, expect, it } from 'vitest';
import { matchScreenRoute } from '@tragkraft/domain';
import { menuFor, type MenuEntry, type MenuLink } from './menu';
import { SCREEN_TITLES } from './screen-titles';

const labels = (entries: MenuEntry[]) => entries.map((e) => ('links' in e ? `${e.label}[${e.links.map((l) => l.label).join(',')}]` : e.label));

describe('role menu', () => {
  it('gives the client offers, orders and the password', () => {
    expect(labels(menuFor('client'))).toEqual(['Offerte', 'Aufträge', 'Passwort ändern']);
  });

  it('gives the clerk only the orders (the clerk has no password screen in the spec)', () => {
    expect(labels(menuFor('clerk'))).toEqual(['Aufträge']);
  });

  it('gives the admin operations, the dispatch board, the clients dropdown, staff, payments, invoices, open items, the accounting export, notifications, analytics, the error reports and the test page', () => {
    expect(labels(menuFor('admin'))).toEqual([
      'Einsätze',
      'Disposition',
      'Kunden[Berechnungen,Offerte,Kunden,Aufträge]',
      'Mitarbeiter',
      'Arbeitszeit',
      'Zahlungen',
      'Rechnungen',
      'Offene Posten',
      'Buchhaltungsexport',
      'Benachrichtigungen',
      'Analyse[Kunden-Analyse,Mitarbeiter Analyse,Stunden,Rentabilität]',
      'Fehlerberichte',
      'Test',
      'Passwort ändern',
    ]);
  });

  it('gives field staff their operations, past operations and rating', () => {
    expect(labels(menuFor('operator'))).toEqual(['Einsätze', 'Vergangene Einsätze', 'Meine Bewertung', 'Zeit', 'Passwort ändern']);
    expect(labels(menuFor('employee'))).toEqual(['Meine Einsätze', 'Vergangene Einsätze', 'Meine Bewertung', 'Zeit', 'Passwort ändern']);
    expect(menuFor('employee').some((e) => 'to' in e && e.to === '/operations')).toBe(true);
    expect(menuFor('operator').some((e) => 'to' in e && e.to === '/operation')).toBe(true);
  });

  it('gives field staff one entry per screen, named as the screen is titled (issue 15.10)', () => {
    for (const role of ['operator', 'employee'] as const) {
      const links = menuFor(role).filter((e): e is MenuLink => 'to' in e);
      const titles = links.map((link) => SCREEN_TITLES[matchScreenRoute(link.to)!]);
      expect(links.map((link) => link.label)).toEqual(titles);
      expect(new Set(titles).size).toBe(titles.length);
    }
    // The site lead's past operations are the list his operation list links to.
    expect(menuFor('operator').find((e) => e.label === 'Vergangene Einsätze')).toMatchObject({ to: '/operation/past' });
  });
});
