// The SQLite schema and its PostgreSQL twin must describe the same tables: a change made in one
// file and not in the other fails here, with the differing lines.
import { describe, expect, it } from 'vitest';
import * as pgSchema from '../../src/db/schema-pg';
import * as sqliteSchema from '../../src/db/schema-sqlite';
import { schemaShape } from './schema-shape';

describe('[schema] db/schema-sqlite.ts and db/schema-pg.ts', () => {
  const sqlite = schemaShape(sqliteSchema);
  const pg = schemaShape(pgSchema);

  it('describes every table, column, index and foreign key in words both dialects share', () => {
    // Both modules export nothing but tables: each must be seen as one.
    expect(sqlite.filter((line) => / table \(\w+\)$/.test(line))).toHaveLength(Object.keys(sqliteSchema).length);
    expect(pg.filter((line) => / table \(\w+\)$/.test(line))).toHaveLength(Object.keys(pgSchema).length);
    // Unknown kinds or unmapped expressions show as '?': the normaliser must know every one.
    expect([...sqlite, ...pg].filter((line) => line.includes('?'))).toEqual([]);
  });

  it('has the same shape in both dialects', () => {
    const onlySqlite = sqlite.filter((line) => !pg.includes(line));
    const onlyPg = pg.filter((line) => !sqlite.includes(line));
    expect({ onlySqlite, onlyPg }).toEqual({ onlySqlite: [], onlyPg: [] });
    expect(pg).toEqual(sqlite);
  });
});
