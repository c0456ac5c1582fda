// Roles, the screen route table of the spec and the API access table.
// Both the PWA router and the server's role guard read these tables, so a route's
// roles are written down exactly once.

export const ROLES = ['admin', 'operator', 'client', 'clerk', 'employee'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Who may open a route: 'public' (no sign-in), or the list of roles. */
export type Access = 'public' | readonly Role[];

const ADMIN: readonly Role[] = ['admin'];
const ADMIN_OPERATOR: readonly Role[] = ['admin', 'operator'];
const FIELD: readonly Role[] = ['operator', 'employee'];
const CUSTOMER: readonly Role[] = ['client', 'clerk'];
const STAFF: readonly Role[] = ['admin', 'operator', 'employee'];
const SIGNED_IN: readonly Role[] = ROLES;

/** Screen routes of the PWA (paths without leading slash, params as :name). */
export const SCREEN_ROUTES = {
  'login': 'public',
  'forgot-password': 'public',
  'set-password/:token': 'public',
  'offer': ['client'],
  'orders': CUSTOMER,
  'operation-report/:stageId': CUSTOMER,
  'change-password': ['client', 'admin', 'operator', 'employee'],
  'admin/test-error': ADMIN,
  'admin/client-errors': ADMIN,
  'admin/clients': ADMIN,
  'admin/calculations': ADMIN,
  'admin/orders': ADMIN,
  'admin/offer': ADMIN,
  'admin/hours': ADMIN,
  'admin/profitability': ADMIN,
  'admin/client-analytics': ADMIN,
  'admin/user-analytics': ADMIN,
  'admin/admin': ADMIN,
  'admin/employees': ADMIN,
  'operation': ADMIN_OPERATOR,
  'operation/past': ADMIN_OPERATOR,
  'operation/past/:limit': ADMIN_OPERATOR,
  'operation/:stageId': ADMIN_OPERATOR,
  'operations': ['employee'],
  'operations/past': FIELD,
  'rating': FIELD,
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

/**
 * Every API route of the spec with its roles, keyed 'METHOD /api/path' exactly as Fastify
 * registers it. The server refuses to start when it registers a route missing here, so no
 * route can exist without a role decision. Ownership (own company, assigned stage) is
 * checked in each use case on top of this.
 */
export const API_ROUTES = {
  // auth and own account
  'POST /api/auth/': 'public',
  'POST /api/auth/request-reset': 'public',
  'POST /api/auth/set-password': 'public',
  'GET /api/health': 'public',
  'POST /api/user/change': ['client', 'admin', 'operator', 'employee'],
  'POST /api/auth/sign-out': ROLES,
  'POST /api/auth/sign-out-everywhere': ROLES,
  'GET /api/user/rating': FIELD,
  'POST /api/client-error': SIGNED_IN,
  // offers and client data
  'GET /api/stage/bookedDates': ['client', 'admin'],
  'GET /api/client/details/:clientId': ['client', 'admin'],
  'POST /api/offer/:service': ['client'],
  'POST /api/offer/:service/userId/:userId': ADMIN,
  'POST /api/offer/loadoffer': ['client'],
  'POST /api/offer/loadoffer/userId/:userId': ADMIN,
  'POST /api/offer/send': ['client', 'admin'],
  'GET /api/offer/document/:calcId/:format': ['client', 'admin'],
  'GET /api/maps/autocomplete': ['client', 'admin'],
  'GET /api/maps/distance': ['client', 'admin'],
  // client orders
  'POST /api/order': ['client', 'admin'],
  'GET /api/orders/future': CUSTOMER,
  'GET /api/orders/past': CUSTOMER,
  'GET /api/orders/:id': CUSTOMER,
  'POST /api/orders/update': ['client'],
  'GET /api/orders/download-order-document/:id': CUSTOMER,
  'GET /api/orders/generate-project-plan/:stageId': CUSTOMER,
  'GET /api/orders/stageDetails/:stageId': CUSTOMER,
  'POST /api/orders/rate-stage/:stageId': ['client'],
  'PATCH /api/orders/sign-stage/:stageId': ['client'],
  'POST /api/orders/change-hours': ['client'],
  'GET /api/:kind/image/:id': SIGNED_IN,
  // field operations
  'GET /api/operation/future': ADMIN_OPERATOR,
  'GET /api/operation/past': ADMIN_OPERATOR,
  'GET /api/operation/past/:limit': ADMIN_OPERATOR,
  'GET /api/operation/:stageId': ADMIN_OPERATOR,
  'POST /api/operation/:stageId': ADMIN_OPERATOR,
  'PUT /api/operation/:stageId/complete': ADMIN,
  'GET /api/operation/date/:stageId': STAFF,
  'GET /api/operation/generate-project-plan/:stageId': ADMIN_OPERATOR,
  'GET /api/operation/changes': STAFF,
  'GET /api/employee/operations/future': FIELD,
  'GET /api/employee/operations/past': FIELD,
  'GET /api/employee/operations/:stageId': FIELD,
  'POST /api/employee/operations/confirmordecline': FIELD,
  // back office
  'GET /api/admin/clients': ADMIN,
  'GET /api/admin/clients/:id': ADMIN,
  'POST /api/admin/clients/create': ADMIN,
  'POST /api/admin/clients/update': ADMIN,
  'GET /api/admin/clients/:id/users': ADMIN,
  'GET /api/admin/users/:id': ADMIN,
  'POST /api/admin/users/create': ADMIN,
  'POST /api/admin/users/update': ADMIN,
  'DELETE /api/admin/users/:id': ADMIN,
  'POST /api/admin/users/send-password-link': ADMIN,
  'GET /api/admin/employees': ADMIN,
  'GET /api/admin/calculations': ADMIN,
  'GET /api/admin/client-logins': ADMIN,
  'GET /api/admin/orders/new': ADMIN,
  'GET /api/admin/orders/future': ADMIN,
  'GET /api/admin/orders/past': ADMIN,
  'GET /api/admin/order/:orderId': ADMIN,
  'POST /api/admin/order/update': ADMIN,
  'POST /api/admin/order/cancel': ADMIN,
  'POST /api/admin/order/editstages': ADMIN,
  'GET /api/admin/order/download-order-document/:orderId': ADMIN,
  'GET /api/admin/order/generate-invoice/:stageId': ADMIN,
  'GET /api/admin/order/generate-invoice/service/:orderId': ADMIN,
  'GET /api/admin/order/invoice-info/:stageId': ADMIN,
  'GET /api/admin/order/invoice-info/service/:orderId': ADMIN,
  'GET /api/admin/order/invoice-data/:stageId': ADMIN,
  'GET /api/admin/order/invoice-data/service/:orderId': ADMIN,
  'POST /api/admin/create-invoice': ADMIN,
  'GET /api/admin/download-invoice/:invoiceId': ADMIN,
  'POST /api/admin/send-invoice': ADMIN,
  'PUT /api/admin/mark-as-paid/:invoiceId': ADMIN,
  'POST /api/admin/qr-invoice': ADMIN,
  'GET /api/admin/qr-invoice': ADMIN,
  'GET /api/admin/hours': ADMIN,
  'GET /api/admin/hours-excel': ADMIN,
  'GET /api/admin/profitability': ADMIN,
  'POST /api/admin/client-analytics-hourly': ADMIN,
  'POST /api/admin/client-analytics-revenue': ADMIN,
  'POST /api/admin/client-analytics-client': ADMIN,
  'POST /api/admin/user-analytics-hourly': ADMIN,
  'POST /api/admin/user-analytics-user': ADMIN,
  'GET /api/admin/test-error': ADMIN,
  'GET /api/admin/test-sql-error': ADMIN,
  'GET /api/admin/test-log': ADMIN,
  'GET /api/admin/client-errors': ADMIN,
  // back office, not in the spec's call table (decision 007)
  'GET /api/admin/planning/:stageId': ADMIN,
  'POST /api/admin/planning/assign': ADMIN,
  'POST /api/admin/planning/unassign': ADMIN,
  'GET /api/admin/audit-log': ADMIN,
} as const satisfies Record<string, Access>;

export type ApiRoute = keyof typeof API_ROUTES;

/**
 * The access of a registered route. A literal entry wins; otherwise a table entry whose
 * parameters stand for literal segments matches ('/api/offer/kitchen' is '/api/offer/:service').
 */
export function apiAccess(method: string, url: string): Access | undefined {
  const table = API_ROUTES as Record<string, Access>;
  const key = `${method.toUpperCase()} ${url}`;
  if (table[key]) return table[key];
  const segments = url.split('/');
  for (const [route, access] of Object.entries(table)) {
    const [routeMethod, routePath] = route.split(' ') as [string, string];
    if (routeMethod !== method.toUpperCase()) continue;
    const routeSegments = routePath.split('/');
    if (routeSegments.length !== segments.length) continue;
    if (routeSegments.every((segment, i) => segment === segments[i] || (segment.startsWith(':') && !segments[i]!.startsWith(':')))) {
      return access;
    }
  }
  return undefined;
}
