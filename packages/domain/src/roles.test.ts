import { describe, expect, it } from 'vitest';
import { decideScreenAccess, landingAfterLogin, LANDING_PAGE, matchScreenRoute, ROLES, SCREEN_ROUTES } from './roles';

describe('landing after login', () => {
  it('sends each role to its page', () => {
    expect(LANDING_PAGE).toEqual({ admin: '/operation', operator: '/operation', client: '/offer', clerk: '/orders', employee: '/operations' });
  });

  it('lets a returnUrl other than / win', () => {
    expect(landingAfterLogin('client', '/orders')).toBe('/orders');
    expect(landingAfterLogin('employee', '/operations/12?x=1')).toBe('/operations/12?x=1');
    expect(landingAfterLogin('client', '/')).toBe('/offer');
    expect(landingAfterLogin('admin', null)).toBe('/operation');
  });

  it('ignores a returnUrl that leaves the app', () => {
    expect(landingAfterLogin('clerk', 'https://evil.example/')).toBe('/orders');
    expect(landingAfterLogin('clerk', '//evil.example/')).toBe('/orders');
  });
});

describe('screen route matching', () => {
  it('prefers literal routes over parameter routes', () => {
    expect(matchScreenRoute('/operation/past')).toBe('operation/past');
    expect(matchScreenRoute('/operation/past/500')).toBe('operation/past/:limit');
    expect(matchScreenRoute('/operation/42')).toBe('operation/:stageId');
    expect(matchScreenRoute('/operations/past')).toBe('operations/past');
    expect(matchScreenRoute('/operations/42')).toBe('operations/:stageId');
  });

  it('finds nothing for unknown paths', () => {
    expect(matchScreenRoute('/nowhere')).toBeNull();
    expect(matchScreenRoute('/admin')).toBeNull();
    expect(matchScreenRoute('/operation/1/2/3')).toBeNull();
  });
});

describe('the route guard', () => {
  it('sends anonymous users to login with the target as returnUrl, except for the root', () => {
    expect(decideScreenAccess('/orders', null)).toEqual({ kind: 'login', returnUrl: '/orders' });
    expect(decideScreenAccess('/operation/5?tab=1', null)).toEqual({ kind: 'login', returnUrl: '/operation/5?tab=1' });
    expect(decideScreenAccess('/', null)).toEqual({ kind: 'login', returnUrl: null });
  });

  it('opens public routes for everybody', () => {
    for (const role of [null, ...ROLES]) {
      expect(decideScreenAccess('/login', role)).toEqual({ kind: 'open' });
      expect(decideScreenAccess('/set-password/abc', role)).toEqual({ kind: 'open' });
    }
  });

  it('follows the spec route table for each role', () => {
    const cases: [string, string[]][] = [
      ['/offer', ['client']],
      ['/orders', ['client', 'clerk']],
      ['/operation-report/3', ['client', 'clerk']],
      ['/change-password', ['client', 'admin', 'operator', 'employee']],
      ['/admin/clients', ['admin']],
      ['/admin/test-error', ['admin']],
      ['/operation', ['admin', 'operator']],
      ['/operation/past/500', ['admin', 'operator']],
      ['/operations', ['employee']],
      ['/operations/past', ['operator', 'employee']],
      ['/rating', ['operator', 'employee']],
      ['/operations/9', ['operator', 'employee']],
      ['/o/9', ['admin', 'operator', 'employee']],
    ];
    for (const [path, allowed] of cases) {
      for (const role of ROLES) {
        expect(decideScreenAccess(path, role), `${role} on ${path}`).toEqual(allowed.includes(role) ? { kind: 'open' } : { kind: 'root' });
      }
    }
  });

  it('sends unknown paths to the root', () => {
    expect(decideScreenAccess('/does/not/exist', 'admin')).toEqual({ kind: 'root' });
    expect(decideScreenAccess('/does/not/exist', null)).toEqual({ kind: 'root' });
  });

  it('lists every admin screen of the spec, the error reports (issue 14), the payments and open items (issue 18) and the dispatch board (issue 21) and the notifications (issue 20) and the invoice journal and accounting export (issue 28), for admins only', () => {
    const adminScreens = Object.entries(SCREEN_ROUTES).filter(([path]) => path.startsWith('admin/'));
    expect(adminScreens).toHaveLength(19);
    expect(SCREEN_ROUTES['admin/accounting-export']).toEqual(['admin']);
    expect(SCREEN_ROUTES['admin/invoices']).toEqual(['admin']);
    expect(SCREEN_ROUTES['admin/client-errors']).toEqual(['admin']);
    expect(SCREEN_ROUTES['admin/payments']).toEqual(['admin']);
    expect(SCREEN_ROUTES['admin/board']).toEqual(['admin']);
    expect(SCREEN_ROUTES['admin/open-items']).toEqual(['admin']);
    expect(SCREEN_ROUTES['admin/notifications']).toEqual(['admin']);
    for (const [, access] of adminScreens) expect(access).toEqual(['admin']);
  });
});
