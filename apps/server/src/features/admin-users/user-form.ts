// Checks the client-user and staff forms. Client users (client, clerk) belong to a company;
// staff (employee, operator, admin) to none and need a phone number. 'admin send e-mails'
// is kept for admins only.
import { CUSTOMER, isValidEmail, STAFF, type Role } from '@tragkraft/domain';
import { ADMIN_TEXTS, type CreateUserBody, type UpdateUserBody, type ValidationFinding } from '@tragkraft/sync-protocol';
import { findingsError } from '../admin-clients/client-form';


export interface UserValues {
  email: string;
  gender: 'male' | 'female' | null;
  firstName: string;
  lastName: string;
  phone: string;
  role: Role;
  noEmail: boolean;
  cc: boolean;
  permanent: boolean;
  inactive: boolean;
  adminSendEmail: boolean;
  /** Undefined: not on the form, stays as it is (the column's default for a new user). */
  weeklyTargetHours?: number;
}

/** The checked values; `staff` is the kind of user (decided by clientId on create, stored on update). */
export function checkUserBody(body: CreateUserBody | UpdateUserBody, staff: boolean): UserValues {
  const errors: ValidationFinding[] = [];
  const email = body.email.trim();
  if (email === '') errors.push({ field: 'email', text: ADMIN_TEXTS.emailMissing });
  else if (!isValidEmail(email)) errors.push({ field: 'email', text: `${ADMIN_TEXTS.emailInvalid} ${email}` });
  const phone = (body.phone ?? '').trim();
  if (staff && phone === '') errors.push({ field: 'phone', text: ADMIN_TEXTS.phoneMissing });
  if (staff && !STAFF.includes(body.role)) errors.push({ field: 'role', text: ADMIN_TEXTS.roleNotForStaff });
  if (!staff && !CUSTOMER.includes(body.role)) errors.push({ field: 'role', text: ADMIN_TEXTS.roleNotForClient });
  if (errors.length > 0) throw findingsError(errors);
  return {
    email,
    gender: body.gender ?? null,
    firstName: (body.firstName ?? '').trim(),
    lastName: (body.lastName ?? '').trim(),
    phone,
    role: body.role,
    noEmail: body.noEmail ?? false,
    // Client users get copies by default (spec: cc default true for client users).
    cc: body.cc ?? !staff,
    permanent: staff ? (body.permanent ?? false) : false,
    inactive: body.inactive ?? false,
    adminSendEmail: body.role === 'admin' ? (body.adminSendEmail ?? false) : false,
    weeklyTargetHours: body.weeklyTargetHours,
  };
}
