// Issue 33 (decision 035): the board's travel with a routing provider (MAPS_PROVIDER). A cold
// board asks the router once for the week's missing drives and stores them (travel_times); a
// warm board asks nothing; a router that is down leaves the estimate (marked per leg) and is
// not asked again for a while. The router is a real HTTP server on 127.0.0.1 speaking OSRM's
// table API.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, isoWeekKey, mondayOf, zurichToday } from '@tragkraft/domain';
import { boardEndpoints, type BoardAnswer, type BoardCell } from '@tragkraft/sync-protocol';
import { seedFieldStage } from '../../db/factories';
import { travelTimes, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { as } from '../../../test/features/admin-users/test-admin';
import { requestTo } from '../../../test/support/call-endpoint';

describe('[board] travel minutes from the routing provider, through the cache', () => {
  let t: TestApp;
  let router: Server;
  let failing = false;
  const asked: string[] = [];
  const monday = mondayOf(addDays(zurichToday(new Date()), 230));
  const week = isoWeekKey(monday);
  const date = addDays(monday, 2);
  let jonas = 0;

  beforeAll(async () => {
    // Every drive between two different places: 50 minutes (the estimate says otherwise).
    router = createServer((request, response) => {
      asked.push(request.url ?? '');
      const match = /^\/table\/v1\/driving\/([^?]+)\?annotations=duration$/.exec(request.url ?? '');
      if (failing || !match) return response.writeHead(502).end();
      const n = match[1]!.split(';').length;
      const durations = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? 0 : 3000)));
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 'Ok', durations }));
    });
    await new Promise<void>((resolve) => router.listen(0, '127.0.0.1', resolve));
    t = await createTestApp({ mapsProviderUrl: `http://127.0.0.1:${(router.address() as AddressInfo).port}` });
    const [person] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, 'jonas.frei@demo.ch'));
    const [client] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, 'client@demo.ch'));
    jonas = person!.id;
    for (const [i, address] of ['Flughofstrasse 1\n8302 Kloten', 'Marktgasse 1\n8400 Winterthur'].entries()) {
      await seedFieldStage(t.app.db, { clientId: 1, userId: client!.id, orderAddress: address, stage: { date, time: `0${8 + i * 2}:00`, amount: 1 }, team: [{ userId: jonas, confirmation: true }] });
    }
  });
  afterAll(async () => {
    await t.close();
    router.close();
  });

  const day = async (): Promise<{ answer: BoardAnswer; cell: BoardCell }> => {
    const response = await as(t.app, 'admin', requestTo(boardEndpoints.week, { query: { week } }));
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<BoardAnswer>();
    return { answer, cell: answer.staff.find((p) => p.id === jonas)!.days[2]! };
  };

  it('asks the router once on a cold board, stores the pairs and shows its minutes per leg', async () => {
    const { answer, cell } = await day();
    expect(answer.routing).toBe(true);
    // Depot → Kloten → Winterthur → depot: three different places, one table request.
    expect(cell.travel.map((leg) => [leg.minutes, leg.source])).toEqual([
      [50, 'router'],
      [50, 'router'],
      [50, 'router'],
    ]);
    expect(cell.travelMinutes).toBe(150);
    expect(asked.filter((url) => url.startsWith('/table/'))).toHaveLength(1);
    // The three places of the request: every pair both ways.
    expect(await t.app.db.select().from(travelTimes)).toHaveLength(6);
  });

  it('asks nothing on a warm board', async () => {
    const before = asked.length;
    const { cell } = await day();
    expect(cell.travel.map((leg) => leg.source)).toEqual(['router', 'router', 'router']);
    expect(cell.travelMinutes).toBe(150);
    expect(asked.length).toBe(before);
  });

  it('keeps the estimate when the router is down, and leaves it alone for a while', async () => {
    await t.app.db.delete(travelTimes);
    failing = true;
    const before = asked.length;
    const { cell } = await day();
    expect(asked.length).toBe(before + 1);
    expect(cell.travel.map((leg) => leg.source)).toEqual(['estimate', 'estimate', 'estimate']);
    // The estimate: Kloten → Winterthur about 15 km line, not the router's 50 minutes.
    expect(cell.travel[1]!.minutes).toBeLessThan(50);
    failing = false;
    await day();
    expect(asked.length).toBe(before + 1);
    expect(await t.app.db.select().from(travelTimes)).toHaveLength(0);
  });
});
