// Issue 29: every number a request carries is bounded, ids fit PostgreSQL's integer, and every
// date field uses the one date schema, so both engines refuse bad input alike (400) instead of
// PostgreSQL answering a database error (500).
import { describe, expect, it } from 'vitest';
import { endpointList } from './endpoints';
import { IsoDateSchema, MAX_INT32 } from './wire-bounds';

/** TypeBox's TString does not type its options. */
const dateSchema = IsoDateSchema as unknown as { pattern: string; format: string };

type Schema = Record<string, unknown> & { properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[] };

/** Date fields that stay plain strings: domain checks each and names the stage or day (decision 033). */
const DATES_CHECKED_BY_DOMAIN = /^(orders\.(place|update)|adminOrders\.update|offers\.calculate(For)?):body\.(stages|dates)\[\]\.date$|^analytics\.\w+:body\.(start|end)Date$|^accountingExport\.file:query\.(from|to)$|^dunning\.createBlock:body\.untilDate$|^creditNotes\.writeOff:body\.date$/;

/** Every leaf schema of a request with its path ('orders.place:body.stages[].date'). */
function leaves(schema: Schema, path: string): [string, Schema][] {
  if (schema.properties) return Object.entries(schema.properties).flatMap(([name, child]) => leaves(child, `${path}.${name}`));
  if (schema.items) return leaves(schema.items, `${path}[]`);
  if (schema.anyOf) return schema.anyOf.flatMap((child) => leaves(child, path));
  return [[path, schema]];
}

function requestLeaves(): [string, Schema][] {
  return endpointList().flatMap(({ name, entry }) =>
    (['params', 'query', 'body'] as const).flatMap((part) => {
      const schema = entry[part];
      return schema && typeof schema === 'object' ? leaves(schema as Schema, `${name}:${part}`) : [];
    }),
  );
}

describe('[wire] bounds of every request', () => {
  it('bounds every number on both sides, within what a JavaScript number holds exactly', () => {
    const unbounded = requestLeaves()
      .filter(([, s]) => s.type === 'integer' || s.type === 'number')
      .filter(([, s]) => typeof s.minimum !== 'number' || typeof s.maximum !== 'number' || Math.abs(s.minimum) > Number.MAX_SAFE_INTEGER || Math.abs(s.maximum) > 8.64e15)
      .map(([path]) => path);
    expect(unbounded).toEqual([]);
  });

  it('bounds every id within PostgreSQL integer', () => {
    const ids = requestLeaves().filter(([path, s]) => /(\.id|Id)$/.test(path) && s.type === 'integer');
    expect(ids.length).toBeGreaterThan(50);
    expect(ids.filter(([, s]) => (s.maximum as number) > MAX_INT32).map(([path]) => path)).toEqual([]);
  });

  it('takes every date through the one date schema, or names it here as checked by domain', () => {
    const dates = requestLeaves().filter(([path, s]) => s.type === 'string' && /(date|Date|\.from|\.to)$/.test(path));
    expect(dates.length).toBeGreaterThan(20);
    const loose = dates.filter(([path, s]) => s.pattern !== dateSchema.pattern && !DATES_CHECKED_BY_DOMAIN.test(path)).map(([path]) => path);
    expect(loose).toEqual([]);
  });

  it('the date schema takes the years 2000 to 2099 only, as days that exist', () => {
    const pattern = new RegExp(dateSchema.pattern);
    for (const ok of ['2000-01-01', '2026-11-27', '2099-12-31']) expect(pattern.test(ok), ok).toBe(true);
    for (const bad of ['0000-01-01', '1999-12-31', '2100-01-01', '9999-12-31', '10000-01-01', '2026-13-01', '2026-00-10', '2026-1-1']) expect(pattern.test(bad), bad).toBe(false);
    expect(dateSchema.format).toBe('date');
  });
});
