import { LANDING_PAGE } from '@tragkraft/domain';
import { getSession } from '../../auth/session-store';

/**
 * The app starts at '/' (the manifest's start_url). A signed-in user goes to the role's
 * landing page before the app renders, as RootRedirect would one render later.
 */
export function startAtLandingPage(): void {
  const session = getSession();
  if (session && location.pathname === '/') history.replaceState(history.state, '', LANDING_PAGE[session.user.role]);
}
