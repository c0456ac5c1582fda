// The spec's router by stage (o/{stageId}): which screen opens a stage for a role.
export type StageRoute = { kind: 'go'; to: string } | { kind: 'error' };

/** `stageDate` 'YYYY-MM-DD' ('' without date), `today` the Zurich date. */
export function routeForStage(role: string, stageId: number, stageDate: string, today: string): StageRoute {
  if (role === 'admin') return { kind: 'go', to: `/operation/${stageId}` };
  if (role === 'operator') return { kind: 'go', to: stageDate !== '' && stageDate >= today ? `/operation/${stageId}` : `/operations/${stageId}` };
  if (role === 'employee') return { kind: 'go', to: `/operations/${stageId}` };
  return { kind: 'error' };
}
