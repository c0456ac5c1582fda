// Calls of the signed-in frame (server feature 'auth'): signing out on the server.
import { authEndpoints } from '@tragkraft/sync-protocol';
import { call } from '../../api/client';

/** Ends this device's sign-in, or (everywhere) every sign-in of the user. */
export const signOutOnServer = (everywhere: boolean) => (everywhere ? call(authEndpoints.signOutEverywhere) : call(authEndpoints.signOut));
