import { Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { SCREEN_ROUTES, type ScreenRoute } from '@tragkraft/domain';
import { AppLayout } from './app-layout';
import { ComingSoonScreen } from './coming-soon-screen';
import { RootRedirect, RouteGuard } from './route-guard';
import { SCREENS } from './screen-map';

const ROUTES = Object.keys(SCREEN_ROUTES) as ScreenRoute[];
const isPublic = (route: ScreenRoute) => SCREEN_ROUTES[route] === 'public';

function screen(route: ScreenRoute) {
  const Screen = SCREENS[route] ?? ComingSoonScreen;
  return (
    <RouteGuard>
      <Suspense fallback={<Center py="xl"><Loader aria-label="Lädt" /></Center>}>
        <Screen />
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
