import { describe, expect, it } from 'vitest';
import { checkNewPassword, PASSWORD_MESSAGES } from './password';

describe('checkNewPassword', () => {
  it('needs at least 10 characters', () => {
    expect(checkNewPassword('abcdefghi', 'abcdefghi')).toEqual({ ok: false, message: 'Das neue Passwort muss mindestens 10 Zeichen lang sein.' });
    expect(checkNewPassword('abcdefghij', 'abcdefghij')).toEqual({ ok: true });
  });
  it('needs both entries equal', () => {
    expect(checkNewPassword('abcdefghij', 'abcdefghik')).toEqual({ ok: false, message: 'Die Passwörter stimmen nicht überein.' });
  });
  it('works without the repeat (server side)', () => {
    expect(checkNewPassword('abcdefghij')).toEqual({ ok: true });
  });
  it('refuses the e-mail address and its part before the @, in any case', () => {
    const email = 'nina.brunner@demo.ch';
    for (const password of ['nina.brunner@demo.ch', 'Nina.Brunner@Demo.CH', ' nina.brunner@demo.ch ', 'nina.brunner', 'NINA.BRUNNER']) {
      expect(checkNewPassword(password, undefined, email), password).toEqual({ ok: false, message: PASSWORD_MESSAGES.sameAsEmail });
    }
    expect(checkNewPassword('nina.brunner-2026', undefined, email)).toEqual({ ok: true });
  });
});
