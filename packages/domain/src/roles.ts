// Roles, their groups and the screen route table of the spec. The PWA router reads the
// table; the API's roles live in sync-protocol's endpoint table, next to the HTTP.

export const ROLES = ['admin', 'operator', 'client', 'clerk', 'employee'] as const;
export type Role = (typeof ROLES)[number];

/** Who may open a route: 'public' (no sign-in), or the list of roles. */
export type Access = 'public' | readonly Role[];

// The role groups of the spec's tables, for screens here and for API endpoints
// (sync-protocol's endpoint table).
export const ADMIN: readonly Role[] = ['admin'];
export const ADMIN_OPERATOR: readonly Role[] = ['admin', 'operator'];
export const FIELD: readonly Role[] = ['operator', 'employee'];
export const CUSTOMER: readonly Role[] = ['client', 'clerk'];
export const STAFF: readonly Role[] = ['admin', 'operator', 'employee'];
/** The roles with the change-password screen (the spec's table leaves the clerk out). */
export const PASSWORD_OWNERS: readonly Role[] = ['client', 'admin', 'operator', 'employee'];
export const SIGNED_IN: readonly Role[] = [...ROLES];

/** Screen routes of the PWA (paths without leading slash, params as :name). */
export const SCREEN_ROUTES = {
  'login': 'public',
  'forgot-password': 'public',
  'set-password/:token': 'public',
  'offer': ['client'],
  'orders': CUSTOMER,
  'operation-report/:stageId': CUSTOMER,
  'change-password': PASSWORD_OWNERS,
  'admin/test-error': ADMIN,
  'admin/client-errors': ADMIN,
  'admin/clients': ADMIN,
  'admin/calculations': ADMIN,
  'admin/orders': ADMIN,
  'admin/offer': ADMIN,
  'admin/hours': ADMIN,
  'admin/profitability': ADMIN,
  'admin/accounting-export': ADMIN,
  'admin/client-analytics': ADMIN,
  'admin/user-analytics': ADMIN,
  'admin/admin': ADMIN,
  'admin/employees': ADMIN,
  'admin/payments': ADMIN,
  'admin/board': ADMIN,
  'admin/open-items': ADMIN,
  'admin/invoices': ADMIN,
  'admin/notifications': ADMIN,
  'admin/time': ADMIN,
  'operation': ADMIN_OPERATOR,
  'operation/past': ADMIN_OPERATOR,
  'operation/past/:limit': ADMIN_OPERATOR,
  'operation/:stageId': ADMIN_OPERATOR,
  'operations': ['employee'],
  'operations/past': FIELD,
  'rating': FIELD,
  'time': FIELD,
  'operations/:stageId': FIELD,
  'o/:stageId': STAFF,
} as const satisfies Record<string, Access>;

export type ScreenRoute = keyof typeof SCREEN_ROUTES;

/** Landing page after sign-in, by role. */
export const LANDING_PAGE: Record<Role, string> = {
  admin: '/operation',
  operator: '/operation',
  client: '/offer',
  clerk: '/orders',
  employee: '/operations',
};

/** Where to go after sign-in: a returnUrl other than '/' wins over the role's landing page. */
export function landingAfterLogin(role: Role, returnUrl?: string | null): string {
  if (returnUrl && returnUrl !== '/' && returnUrl.startsWith('/') && !returnUrl.startsWith('//')) {
    return returnUrl;
  }
  return LANDING_PAGE[role];
}

/** Finds the screen route pattern that matches a concrete path ('/operation/12' -> 'operation/:stageId'). */
export function matchScreenRoute(path: string): ScreenRoute | null {
  const parts = path.split('?')[0]!.replace(/^\/+|\/+$/g, '').split('/');
  // Literal routes win over parameter routes ('operation/past' before 'operation/:stageId').
  const patterns = (Object.keys(SCREEN_ROUTES) as ScreenRoute[]).sort(
    (a, b) => a.split(':').length - b.split(':').length,
  );
  for (const pattern of patterns) {
    const segments = pattern.split('/');
    if (segments.length !== parts.length) continue;
    if (segments.every((segment, i) => segment.startsWith(':') ? parts[i] !== '' : segment === parts[i])) {
      return pattern;
    }
  }
  return null;
}

export type ScreenDecision =
  | { kind: 'open' }
  | { kind: 'login'; returnUrl: string | null }
  | { kind: 'root' };

/**
 * The route guard of the spec: anonymous users go to login (with returnUrl unless the
 * target is the root); a role outside the route's list and an unknown path go to the root.
 */
export function decideScreenAccess(path: string, role: Role | null): ScreenDecision {
  const cleanPath = path.split('?')[0]!;
  const isRoot = cleanPath === '/' || cleanPath === '';
  if (isRoot) return role ? { kind: 'root' } : { kind: 'login', returnUrl: null };
  const route = matchScreenRoute(cleanPath);
  if (!route) return { kind: 'root' };
  const access: Access = SCREEN_ROUTES[route];
  if (access === 'public') return { kind: 'open' };
  if (!role) return { kind: 'login', returnUrl: path };
  return access.includes(role) ? { kind: 'open' } : { kind: 'root' };
}
