import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { SCREEN_ROUTES, type ScreenRoute } from '@tragkraft/domain';
import { WithAllStyles } from '../../ui/all-styles';
import { AppLayout } from './app-layout';
import { Loading } from '../../ui/loading';
import { RootRedirect, RouteGuard } from './route-guard';
import { SCREENS } from './screen-map';

const ROUTES = Object.keys(SCREEN_ROUTES) as ScreenRoute[];
const isPublic = (route: ScreenRoute) => SCREEN_ROUTES[route] === 'public';

/** Screens drawn with the first screens' CSS alone (first-screen-styles.css); the others load all of it. */
const FIRST_SCREENS = new Set<ScreenRoute>(['login', 'forgot-password', 'set-password/:token', 'change-password', 'operation', 'operations']);

function screen(route: ScreenRoute) {
  const Screen = SCREENS[route];
  return (
    <RouteGuard>
      <Suspense fallback={<Loading />}>
        {FIRST_SCREENS.has(route) ? (
          <Screen />
        ) : (
          <WithAllStyles>
            <Screen />
          </WithAllStyles>
        )}
      </Suspense>
    </RouteGuard>
  );
}

/** The spec's route table: public screens alone, every other inside the signed-in layout. */
export function AppRoutes() {
  return (
    <Routes>
      {ROUTES.filter(isPublic).map((route) => (
        <Route key={route} path={`/${route}`} element={screen(route)} />
      ))}
      <Route element={<AppLayout />}>
        {ROUTES.filter((route) => !isPublic(route)).map((route) => (
          <Route key={route} path={`/${route}`} element={screen(route)} />
        ))}
      </Route>
      <Route path="/" element={<RootRedirect />} />
      <Route path="*" element={<RootRedirect />} />
    </Routes>
  );
}
