import { describe, expect, it } from 'vitest';
import { isValidEmail, splitEmails } from './email';

describe('e-mail addresses', () => {
  it('accepts a plain address and refuses blanks, separators, a missing domain and overlong ones', () => {
    expect(isValidEmail('nina.brunner@muster-bau.ch')).toBe(true);
    for (const bad of ['kaputt', 'a@b', 'a b@x.ch', 'a@x.ch,b@y.ch', 'a;b@x.ch', '<a@x.ch>', '"a"@x.ch', '']) expect(isValidEmail(bad), bad).toBe(false);
    expect(isValidEmail(`${'a'.repeat(245)}@muster.ch`)).toBe(false);
    expect(isValidEmail(`${'a'.repeat(244)}@muster.ch`)).toBe(true);
  });

  it('splits a list at commas and semicolons and drops blanks', () => {
    expect(splitEmails('a@x.ch; b@y.ch,')).toEqual(['a@x.ch', 'b@y.ch']);
    expect(splitEmails(' , ;')).toEqual([]);
  });
});
