// Endpoints of the server feature 'auth' (apps/server/src/features/auth/routes.ts).
import { PASSWORD_OWNERS, SIGNED_IN } from '@tragkraft/domain';
import { ChangePasswordBodySchema, LoginBodySchema, RequestResetBodySchema, SetPasswordBodySchema, SignInInfoSchema } from '../auth';
import { OkSchema } from '../common';
import { endpoint } from './endpoint';

export const authEndpoints = {
  // Busy answers (429 signInBusy, 503 serviceUnavailable) come before any check; the PWA retries them.
  signIn: endpoint({ method: 'POST', path: '/api/auth/', access: 'public', body: LoginBodySchema, answer: SignInInfoSchema }),
  requestReset: endpoint({ method: 'POST', path: '/api/auth/request-reset', access: 'public', body: RequestResetBodySchema, answer: OkSchema }),
  setPassword: endpoint({ method: 'POST', path: '/api/auth/set-password', access: 'public', body: SetPasswordBodySchema, answer: OkSchema }),
  changePassword: endpoint({ method: 'POST', path: '/api/user/change', access: PASSWORD_OWNERS, body: ChangePasswordBodySchema, answer: OkSchema }),
  // Ends this device's sign-in on the server.
  signOut: endpoint({ method: 'POST', path: '/api/auth/sign-out', access: SIGNED_IN, answer: OkSchema }),
  // "Überall abmelden": ends every sign-in of the user.
  signOutEverywhere: endpoint({ method: 'POST', path: '/api/auth/sign-out-everywhere', access: SIGNED_IN, answer: OkSchema }),
};
