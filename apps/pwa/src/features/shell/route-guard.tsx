import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { decideScreenAccess, LANDING_PAGE } from '@tragkraft/domain';
import { useSession } from '../../auth/session-store';

/** The spec's guard: login for anonymous users, the root for roles outside the route's list. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const session = useSession();
  const path = location.pathname + location.search;
  const decision = decideScreenAccess(path, session?.user.role ?? null);
  if (decision.kind === 'open') return <>{children}</>;
  if (decision.kind === 'login') {
    const query = decision.returnUrl ? `?returnUrl=${encodeURIComponent(decision.returnUrl)}` : '';
    return <Navigate to={`/login${query}`} replace />;
  }
  return <Navigate to="/" replace />;
}

/** The root: the role's landing page, or login. */
export function RootRedirect() {
  const session = useSession();
  return <Navigate to={session ? LANDING_PAGE[session.user.role] : '/login'} replace />;
}
