import { describe, expect, it } from 'vitest';
import { routeForStage } from './stage-router';

describe('router by stage', () => {
  const today = '2026-05-13';
  it('sends admins to the operation screen whatever the date', () => {
    expect(routeForStage('admin', 7, '2020-01-01', today)).toEqual({ kind: 'go', to: '/operation/7' });
  });
  it('sends operators to the report screen from today on, else to the past view', () => {
    expect(routeForStage('operator', 7, today, today)).toEqual({ kind: 'go', to: '/operation/7' });
    expect(routeForStage('operator', 7, '2026-06-01', today)).toEqual({ kind: 'go', to: '/operation/7' });
    expect(routeForStage('operator', 7, '2026-05-12', today)).toEqual({ kind: 'go', to: '/operations/7' });
    expect(routeForStage('operator', 7, '', today)).toEqual({ kind: 'go', to: '/operations/7' });
  });
  it('sends employees to their view and refuses other roles', () => {
    expect(routeForStage('employee', 7, today, today)).toEqual({ kind: 'go', to: '/operations/7' });
    expect(routeForStage('client', 7, today, today)).toEqual({ kind: 'error' });
  });
});
