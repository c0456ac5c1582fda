import { describe, expect, it } from 'vitest';
import { decideSave } from './save-rules';

describe('save decision', () => {
  it('blocks operators and only warns admins', () => {
    expect(decideSave('operator', ['x'])).toEqual({ kind: 'block', message: 'Der Einsatz wurde nicht gespeichert', reasons: ['x'] });
    expect(decideSave('admin', ['x'])).toEqual({ kind: 'warn', message: 'Nur eine Warnung.', reasons: ['x'] });
    expect(decideSave('operator', [])).toEqual({ kind: 'save' });
  });
});
