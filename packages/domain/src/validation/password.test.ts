import { describe, expect, it } from 'vitest';
import { checkNewPassword, PASSWORD_MESSAGES } from './password';

describe('checkNewPassword', () => {
  it('at least 6 characters: 5 fail, 6 pass', () => {
    expect(checkNewPassword('abcde', 'abcde')).toEqual({ ok: false, message: 'Das neue Passwort muss mindestens 6 Zeichen lang sein.' });
    expect(checkNewPassword('abcdef', 'abcdef')).toEqual({ ok: true });
  });
  it('both entries equal', () => {
    expect(checkNewPassword('abcdef', 'abcdeg')).toEqual({ ok: false, message: 'Die Passwörter stimmen nicht überein.' });
  });
  it('without a repeat entry (server) only the length counts', () => {
    expect(checkNewPassword('abcdef')).toEqual({ ok: true });
  });
  it('the messages are the spec texts', () => {
    expect(PASSWORD_MESSAGES).toEqual({
      tooShort: 'Das neue Passwort muss mindestens 6 Zeichen lang sein.',
      mismatch: 'Die Passwörter stimmen nicht überein.',
    });
  });
});
