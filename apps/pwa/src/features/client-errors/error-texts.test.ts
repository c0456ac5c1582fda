import { describe, expect, it } from 'vitest';
import { reporterText, shortMessage } from './error-texts';

describe('client error texts', () => {
  it('names the reporter with the role, or says the user is gone', () => {
    expect(reporterText({ id: 4, name: 'Anna Muster', email: 'client@demo.ch', role: 'client' })).toBe('Anna Muster (Kunde)');
    expect(reporterText({ id: 5, name: '', email: 'op@demo.ch', role: 'operator' })).toBe('op@demo.ch (Einsatzleiter)');
    expect(reporterText(null)).toBe('gelöschter Benutzer');
  });

  it('shows the first line of a message, shortened', () => {
    expect(shortMessage('Cannot read properties of undefined\n  at x')).toBe('Cannot read properties of undefined');
    expect(shortMessage('a'.repeat(200), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});
