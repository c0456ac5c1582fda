/** Parameter values that exist in the demo data and belong to the demo client (company 1). */
const PARAMS: Record<string, string> = {
  service: 'kitchen',
  format: 'pdf',
  kind: 'operation',
  limit: '10',
  clientId: '1',
  userId: '4',
};

/** '/api/offer/:service' -> '/api/offer/kitchen'; other parameters become 1. */
export function concretePath(path: string): string {
  return path.replace(/:(\w+)/g, (_, name: string) => PARAMS[name] ?? '1');
}
