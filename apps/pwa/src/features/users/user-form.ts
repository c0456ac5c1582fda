// The client-user and staff forms: labels of roles and genders, the form values, the body
// for the server and the texts of its refusals.
import { CUSTOMER, DEFAULT_WEEKLY_TARGET_HOURS, STAFF, type Role } from '@tragkraft/domain';
import { ADMIN_TEXTS, type AdminUser, type CreateUserBody } from '@tragkraft/sync-protocol';
import { ApiError, withServerMessage } from '../../api/api-error';

export type Gender = NonNullable<AdminUser['gender']>;

const TARGET_HOURS_MISSING = 'Bitte geben Sie die Sollstunden pro Woche ein.';
const isStaffRole = (role: Role) => STAFF.includes(role);

/** The function of every role, in the order the role select lists them. */
export const ROLE_LABEL: Record<Role, string> = {
  client: 'Kunde',
  clerk: 'Sachbearbeiter',
  employee: 'Mitarbeiter',
  operator: 'Einsatzleiter (EL)',
  admin: 'Admin',
};
export const GENDER_LABEL: Record<Gender, string> = { male: 'Herr', female: 'Frau' };

/** The roles a client login (domain CUSTOMER) or a staff member (domain STAFF) can have. */
export function rolesOf(kind: 'client' | 'staff'): Role[] {
  const group = kind === 'client' ? CUSTOMER : STAFF;
  return (Object.keys(ROLE_LABEL) as Role[]).filter((role) => group.includes(role));
}


export interface UserForm {
  role: AdminUser['role'];
  email: string;
  gender: Gender | null;
  firstName: string;
  lastName: string;
  phone: string;
  cc: boolean;
  noEmail: boolean;
  permanent: boolean;
  inactive: boolean;
  adminSendEmail: boolean;
  /** Staff only: contract hours a week, the target of the working-time balance (null: not readable). */
  weeklyTargetHours: number | null;
}

export function emptyUserForm(kind: 'client' | 'staff'): UserForm {
  return {
    role: kind === 'client' ? 'client' : 'employee',
    email: '',
    gender: null,
    firstName: '',
    lastName: '',
    phone: '',
    // Client users get copies of the mails by default (spec: cc default true).
    cc: kind === 'client',
    noEmail: false,
    permanent: false,
    inactive: false,
    adminSendEmail: false,
    weeklyTargetHours: DEFAULT_WEEKLY_TARGET_HOURS,
  };
}

export function userToForm(user: AdminUser): UserForm {
  const { role, email, gender, firstName, lastName, phone, cc, noEmail, permanent, inactive, adminSendEmail, weeklyTargetHours } = user;
  return { role, email, gender, firstName, lastName, phone, cc, noEmail, permanent, inactive, adminSendEmail, weeklyTargetHours };
}

/** The whole form goes out (the server's update replaces every field). */
export function userFormToBody(form: UserForm, clientId: number | null): CreateUserBody {
  const { weeklyTargetHours, ...fields } = form;
  return {
    ...fields,
    // Client logins have no working time: their target stays as it is.
    ...(isStaffRole(form.role) && weeklyTargetHours !== null ? { weeklyTargetHours } : {}),
    email: form.email.trim(),
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    phone: form.phone.trim(),
    adminSendEmail: form.role === 'admin' && form.adminSendEmail,
    clientId,
  };
}

/** Staff need a phone number and their weekly target hours; client users do not. */
export function checkStaffForm(form: UserForm): { phone?: string; weeklyTargetHours?: string } {
  return {
    ...(form.phone.trim() === '' ? { phone: ADMIN_TEXTS.phoneMissing } : {}),
    ...(form.weeklyTargetHours === null ? { weeklyTargetHours: TARGET_HOURS_MISSING } : {}),
  };
}

/** 'E-Mail-Adresse existiert bereits' for a taken address, else the spec's save failure. */
export function saveFailureText(error: unknown): string {
  if (error instanceof ApiError && (error.code === 'emailexists' || error.message === 'emailexists')) return ADMIN_TEXTS.emailExists;
  return withServerMessage('Fehler beim Speichern', error);
}

export function fullName(user: Pick<AdminUser, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}
