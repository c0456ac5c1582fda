// Endpoints of the server feature 'auth' (apps/server/src/features/auth/routes.ts).
import { PASSWORD_OWNERS, SIGNED_IN } from '@tragkraft/domain';
import { endpoint } from './endpoint';

export const authEndpoints = {
  signIn: endpoint({ method: 'POST', path: '/api/auth/', access: 'public' }),
  requestReset: endpoint({ method: 'POST', path: '/api/auth/request-reset', access: 'public' }),
  setPassword: endpoint({ method: 'POST', path: '/api/auth/set-password', access: 'public' }),
  changePassword: endpoint({ method: 'POST', path: '/api/user/change', access: PASSWORD_OWNERS }),
  signOut: endpoint({ method: 'POST', path: '/api/auth/sign-out', access: SIGNED_IN }),
  signOutEverywhere: endpoint({ method: 'POST', path: '/api/auth/sign-out-everywhere', access: SIGNED_IN }),
};
