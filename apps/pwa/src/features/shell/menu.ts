// The role menu of the back-office spec. An entry shows only for roles its route allows,
// so the menu can never offer a screen the guard would refuse.
import { matchScreenRoute, SCREEN_ROUTES, type Access, type Role } from '@tragkraft/domain';

export interface MenuLink {
  label: string;
  to: string;
  /** Only for these roles (where the route allows more roles than should see the entry). */
  only?: Role[];
}
interface MenuGroup {
  label: string;
  links: MenuLink[];
}
export type MenuEntry = MenuLink | MenuGroup;

const MENU: MenuEntry[] = [
  { label: 'Offerte', to: '/offer' },
  { label: 'Aufträge', to: '/orders' },
  { label: 'Einsätze', to: '/operation' },
  { label: 'Disposition', to: '/admin/board' },
  // Field staff: one entry per screen, named as the screen is titled (issue 15.10).
  { label: 'Meine Einsätze', to: '/operations' },
  {
    label: 'Kunden',
    links: [
      { label: 'Berechnungen', to: '/admin/calculations' },
      { label: 'Offerte', to: '/admin/offer' },
      { label: 'Kunden', to: '/admin/clients' },
      { label: 'Aufträge', to: '/admin/orders' },
    ],
  },
  { label: 'Mitarbeiter', to: '/admin/employees' },
  { label: 'Arbeitszeit', to: '/admin/time' },
  { label: 'Zahlungen', to: '/admin/payments' },
  { label: 'Rechnungen', to: '/admin/invoices' },
  { label: 'Offene Posten', to: '/admin/open-items' },
  { label: 'Buchhaltungsexport', to: '/admin/accounting-export' },
  { label: 'Benachrichtigungen', to: '/admin/notifications' },
  {
    label: 'Analyse',
    links: [
      { label: 'Kunden-Analyse', to: '/admin/client-analytics?range=3M&reportType=hourly' },
      { label: 'Mitarbeiter Analyse', to: '/admin/user-analytics?range=6M&noService=true&noDiscount=false' },
      { label: 'Stunden', to: '/admin/hours' },
      { label: 'Rentabilität', to: '/admin/profitability' },
    ],
  },
  // The site lead's past operations are the list his operation list links to.
  { label: 'Vergangene Einsätze', to: '/operation/past', only: ['operator'] },
  { label: 'Vergangene Einsätze', to: '/operations/past', only: ['employee'] },
  { label: 'Meine Bewertung', to: '/rating' },
  // Working time (issue 32): the field staff's own taps, offline.
  { label: 'Zeit', to: '/time' },
  { label: 'Fehlerberichte', to: '/admin/client-errors' },
  { label: 'Test', to: '/admin/test-error' },
  { label: 'Passwort ändern', to: '/change-password' },
];

function allows({ to, only }: MenuLink, role: Role): boolean {
  if (only && !only.includes(role)) return false;
  const route = matchScreenRoute(to);
  if (!route) return false;
  const access: Access = SCREEN_ROUTES[route];
  return access !== 'public' && access.includes(role);
}

export function menuFor(role: Role): MenuEntry[] {
  const entries: MenuEntry[] = [];
  for (const entry of MENU) {
    if ('links' in entry) {
      const links = entry.links.filter((link) => allows(link, role));
      if (links.length > 0) entries.push({ ...entry, links });
    } else if (allows(entry, role)) {
      entries.push(entry);
    }
  }
  return entries;
}
