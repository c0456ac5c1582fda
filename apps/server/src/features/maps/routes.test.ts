import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Role } from '@tragkraft/domain';
import { createTestApp, injectAs, type TestApp } from '../../../test/support/test-app';
import { requestTo } from '../../../test/support/call-endpoint';
import { mapsEndpoints } from '@tragkraft/sync-protocol';

describe('[maps] autocomplete and distance from the embedded locality data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const autocomplete = (q: string, role: Role = 'client') =>
    injectAs(t.app, role, requestTo(mapsEndpoints.autocomplete, { query: { q } }));
  const distance = (address: string, role: Role = 'client') =>
    injectAs(t.app, role, requestTo(mapsEndpoints.distance, { query: { address } }));

  it('completes a postcode and keeps the typed street', async () => {
    const response = await autocomplete('Hardturmstrasse 201, 800');
    expect(response.statusCode).toBe(200);
    const { places } = response.json();
    expect(places.length).toBeGreaterThan(0);
    expect(places.length).toBeLessThanOrEqual(10);
    expect(places[0]).toEqual({ address: 'Hardturmstrasse 201, 8001 Zürich', postcode: '8001', locality: 'Zürich', canton: 'ZH' });
    expect(places.every((p: { postcode: string }) => p.postcode.startsWith('800'))).toBe(true);
  });

  it('matches place names without accents or case', async () => {
    const { places } = (await autocomplete('geneve')).json();
    expect(places.map((p: { locality: string }) => p.locality)).toContain('Genève');
    const lausanne = (await autocomplete('Bahnhofplatz 1 1003 laus')).json().places;
    expect(lausanne[0]).toMatchObject({ address: 'Bahnhofplatz 1, 1003 Lausanne', canton: 'VD' });
  });

  it('answers nothing for text that is no Swiss place', async () => {
    expect((await autocomplete('Paris')).json().places).toEqual([]);
    expect((await autocomplete('')).json().places).toEqual([]);
  });

  it('estimates the road distance from the Zurich depot', async () => {
    // 8048 Zürich (8.4839 E, 47.3867 N) to 3011 Bern (about 7.45 E, 46.95 N): about 90 km in a
    // straight line, times the detour factor 1.3 gives about 117 km (the road is about 125 km).
    const bern = (await distance('Bahnhofstrasse 5, 3011 Bern')).json();
    expect(bern.origin).toBe('Depot Zürich, 8048 Zürich');
    expect(bern.address).toBe('Bahnhofstrasse 5, 3011 Bern');
    expect(bern.distance).toBeGreaterThan(105_000);
    expect(bern.distance).toBeLessThan(130_000);
    const depot = (await distance('Badenerstrasse 587, 8048 Zürich')).json();
    expect(depot.distance).toBe(0);
    const geneva = (await distance('Rue du Rhône 1\n1204 Genève')).json();
    expect(geneva.distance).toBeGreaterThan(bern.distance * 2);
  });

  it('says so when the address has no known postcode', async () => {
    const response = await distance('Somewhere 12, 99999 Nowhere');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Konnte die Distanz nicht berechnen.');
  });

  it.each<[Role]>([['operator'], ['employee'], ['clerk']])('refuses the %s', async (role) => {
    expect((await autocomplete('8000', role)).statusCode).toBe(403);
    expect((await distance('8000 Zürich', role)).statusCode).toBe(403);
  });

  it('lets the admin use it for offers on behalf of clients', async () => {
    expect((await distance('3011 Bern', 'admin')).statusCode).toBe(200);
  });
});

describe('[maps] with an OSRM-compatible routing provider', () => {
  let router: Server;
  let calls: string[];
  let answer: { status: number; body: unknown };
  let t: TestApp;

  beforeAll(async () => {
    calls = [];
    router = createServer((request, response) => {
      calls.push(request.url ?? '');
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => router.listen(0, '127.0.0.1', resolve));
    const { port } = router.address() as AddressInfo;
    t = await createTestApp({ mapsProviderUrl: `http://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await t.close();
    router.close();
  });

  it('takes the road distance from the router', async () => {
    answer = { status: 200, body: { code: 'Ok', routes: [{ distance: 124_987.6 }] } };
    const response = await injectAs(t.app, 'client', requestTo(mapsEndpoints.distance, { query: { address: '3011 Bern' } }));
    expect(response.json().distance).toBe(124_988);
    expect(calls.at(-1)).toMatch(/^\/route\/v1\/driving\/8\.48\d+,47\.38\d+;7\.4\d+,46\.9\d+\?overview=false$/);
  });

  it('falls back to the estimate when the router fails', async () => {
    answer = { status: 500, body: { code: 'Error' } };
    const response = await injectAs(t.app, 'client', requestTo(mapsEndpoints.distance, { query: { address: '3011 Bern' } }));
    expect(response.statusCode).toBe(200);
    expect(response.json().distance).toBeGreaterThan(105_000);
    expect(response.json().distance).not.toBe(124_988);
  });
});
