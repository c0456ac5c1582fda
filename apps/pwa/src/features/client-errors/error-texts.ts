import type { ClientErrorEntry } from '@tragkraft/sync-protocol';

const ROLE_LABEL: Record<string, string> = {
  admin: 'Admin',
  operator: 'Einsatzleiter',
  employee: 'Mitarbeiter',
  client: 'Kunde',
  clerk: 'Sachbearbeiter',
};

/** 'Anna Muster (Kunde)'; the e-mail when the name is empty; 'gelöschter Benutzer' when removed. */
export function reporterText(user: ClientErrorEntry['user']): string {
  if (!user) return 'gelöschter Benutzer';
  return `${user.name || user.email} (${ROLE_LABEL[user.role] ?? user.role})`;
}

/** The first line of a message, at most `max` characters (the table shows one line). */
export function shortMessage(message: string, max = 160): string {
  const line = message.split('\n', 1)[0]!.trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
