// Calls of the sign-in and password screens (server feature 'auth').
import { authEndpoints } from '@tragkraft/sync-protocol';
import { call } from '../../api/client';

export const signIn = (email: string, password: string) => call(authEndpoints.signIn, {}, { email, password });
export const requestPasswordReset = (email: string) => call(authEndpoints.requestReset, {}, { email });
export const setPasswordWithToken = (token: string, password: string) => call(authEndpoints.setPassword, {}, { token, password });
export const changeOwnPassword = (password: string, currentPassword: string) => call(authEndpoints.changePassword, {}, { currentPassword, password });
