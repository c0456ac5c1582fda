// The operation-report link of the completion e-mail hands its stage id to the orders screen
// through sessionStorage, so the id survives the redirect (and a sign-in on the way).
const KEY = 'tragkraft.pendingReportStage';

export function setPendingReport(stageId: number): void {
  sessionStorage.setItem(KEY, String(stageId));
}

export function peekPendingReport(): number | null {
  const id = Number(sessionStorage.getItem(KEY));
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function clearPendingReport(): void {
  sessionStorage.removeItem(KEY);
}
