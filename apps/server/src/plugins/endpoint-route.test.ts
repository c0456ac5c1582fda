// The endpoint table and the server's routes match: every entry has its handler in the real
// app, every entry's path parameters have a schema naming exactly them, and no two entries
// share a route. (A handler without an entry cannot start: see auth.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointList, pathParamNames } from '@tragkraft/sync-protocol';
import { createTestApp, type TestApp } from '../../test/support/test-app';

describe('[contract] endpoint table and server routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedDemo: false });
  });
  afterAll(() => t.close());

  it('registers a handler for every entry', () => {
    const missing = endpointList()
      .filter(({ entry }) => !t.app.hasRoute({ method: entry.method, url: entry.path }))
      .map(({ name, entry }) => `${name}: ${entry.method} ${entry.path}`);
    expect(missing).toEqual([]);
  });

  it('declares an answer for every entry: a schema, FILE or TEXT', () => {
    const without = endpointList().filter(({ entry }) => entry.answer === undefined).map(({ name }) => name);
    expect(without).toEqual([]);
  });

  it('lists each route once', () => {
    const routes = endpointList().map(({ entry }) => `${entry.method} ${entry.path}`);
    expect(routes.filter((route, i) => routes.indexOf(route) !== i)).toEqual([]);
  });

  it('gives every path parameter a schema, and the schema no other property', () => {
    for (const { name, entry } of endpointList()) {
      const names = pathParamNames(entry.path).sort();
      const properties = Object.keys((entry.params as { properties?: object } | undefined)?.properties ?? {}).sort();
      expect(properties, name).toEqual(names);
    }
  });
});
