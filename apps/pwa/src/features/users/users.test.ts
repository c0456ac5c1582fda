import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { checkStaffForm, emptyUserForm, rolesOf, saveFailureText, userFormToBody } from './user-form';

describe('user form', () => {
  it('requires a phone for staff and maps a taken e-mail', () => {
    expect(checkStaffForm(emptyUserForm('staff'))).toEqual({ phone: 'Bitte geben Sie eine Telefonnummer ein.' });
    expect(saveFailureText(new ApiError(409, 'emailexists', 'emailexists'))).toBe('E-Mail-Adresse existiert bereits');
    expect(saveFailureText(new ApiError(400, 'validation', 'Kaputt.'))).toBe('Fehler beim Speichern Kaputt.');
  });

  it('gives staff weekly target hours (42.5 by default, required) and sends them only for staff (issue 32)', () => {
    const staff = emptyUserForm('staff');
    expect(staff.weeklyTargetHours).toBe(42.5);
    expect(userFormToBody({ ...staff, weeklyTargetHours: 40 }, null).weeklyTargetHours).toBe(40);
    expect(checkStaffForm({ ...staff, phone: '044 123 45 67', weeklyTargetHours: null })).toEqual({ weeklyTargetHours: 'Bitte geben Sie die Sollstunden pro Woche ein.' });
    expect(userFormToBody(emptyUserForm('client'), 3)).not.toHaveProperty('weeklyTargetHours');
  });

  it('defaults client users to copies and sends admin mails only for admins', () => {
    expect(emptyUserForm('client')).toMatchObject({ role: 'client', cc: true });
    const staff = { ...emptyUserForm('staff'), adminSendEmail: true };
    expect(userFormToBody(staff, null).adminSendEmail).toBe(false);
    expect(userFormToBody({ ...staff, role: 'admin' }, null).adminSendEmail).toBe(true);
  });

  it('offers client logins the customer roles and staff the staff roles', () => {
    expect(rolesOf('client')).toEqual(['client', 'clerk']);
    expect(rolesOf('staff')).toEqual(['employee', 'operator', 'admin']);
  });
});
