import { Type, type Static } from 'typebox';
import { ROLES } from '@tragkraft/domain';

// Sign-in, password reset and password change (spec: api/auth/, api/auth/request-reset,
// api/auth/set-password, api/user/change).

export const RoleSchema = Type.Enum(ROLES);

export const LoginBodySchema = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 200 }),
});
export type LoginBody = Static<typeof LoginBodySchema>;

export const SignedInUserSchema = Type.Object({
  id: Type.Integer(),
  role: RoleSchema,
  clientId: Type.Union([Type.Integer(), Type.Null()]),
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
});
export type SignedInUser = Static<typeof SignedInUserSchema>;

/** The sign-in info the PWA keeps locally. `expiresAt` is an ISO instant. */
export const SignInInfoSchema = Type.Object({
  user: SignedInUserSchema,
  token: Type.String(),
  expiresAt: Type.String(),
});
export type SignInInfo = Static<typeof SignInInfoSchema>;

export const RequestResetBodySchema = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 254 }),
});
export type RequestResetBody = Static<typeof RequestResetBodySchema>;

export const SetPasswordBodySchema = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200 }),
  password: Type.String({ maxLength: 200 }),
});
export type SetPasswordBody = Static<typeof SetPasswordBodySchema>;

export const ChangePasswordBodySchema = Type.Object({
  /** The password in use: a stolen, unlocked phone must not lock the owner out (issue 29). */
  currentPassword: Type.String({ maxLength: 200 }),
  password: Type.String({ maxLength: 200 }),
});
export type ChangePasswordBody = Static<typeof ChangePasswordBodySchema>;
