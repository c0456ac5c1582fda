// A field user's app start on a slow network. main.ts calls this (after startAtLandingPage)
// before the app's JavaScript has arrived: the landing list and the code of its screen are
// requested at once, in parallel with the app, instead of one after the other once React has
// rendered the route. The list screen reads the answer through field-fetch.ts
// (takeEarlyFetch) and stores it as always; the list already stored on the phone is read
// meanwhile, so a warm start shows it in the screen's first render (early-list.ts).
import { employeeEndpoints, operationsEndpoints } from '@tragkraft/sync-protocol';
import { getSession } from '../../auth/session-store';
import { startEarlyFetch } from '../../offline/early-fetch';
import { readStoredListEarly } from '../../offline/early-list';
import { listKey } from '../../offline/field-keys';
import type { ListName } from '../../offline/field-types';
import type { Preloadable } from '../../ui/preloadable';
import { landingScreens } from './landing-screens';

// Each landing list with the endpoint its screen reads it from (operations-api.ts loadList).
const FIELD_LANDINGS: Record<string, { list: ListName; entry: typeof operationsEndpoints.future | typeof employeeEndpoints.ownFuture; screen: Preloadable<unknown> }> = {
  '/operation': { list: 'future', entry: operationsEndpoints.future, screen: landingScreens.operationList },
  '/operations': { list: 'ownFuture', entry: employeeEndpoints.ownFuture, screen: landingScreens.employeeUpcoming },
};

export function prefetchFieldLanding(): void {
  const session = getSession();
  if (!session) return;
  const landing = FIELD_LANDINGS[location.pathname];
  if (!landing) return;
  if (navigator.onLine) startEarlyFetch(landing.entry, {}, session.token);
  readStoredListEarly(listKey(session.user.id, landing.list));
  // A failure shows on the screen, which loads its code again.
  landing.screen.load().catch(() => undefined);
}
