// The few SQL fragments that differ between SQLite and PostgreSQL, so use cases keep one query.
import { sql, type SQL } from 'drizzle-orm';
import { ENGINE } from './schema';

/** The integers of a JSON array given as one text parameter, as a subquery for IN (…). */
export function idsOfJsonArray(jsonArray: unknown): SQL {
  return ENGINE === 'postgres'
    ? sql`(select (jsonb_array_elements_text(${jsonArray}::jsonb))::integer)`
    : sql`(select value from json_each(${jsonArray}))`;
}

const onPostgres = ENGINE === 'postgres';

/** SQLite's index hint (a covering index named in db/schema); PostgreSQL plans by itself. */
export function indexedBy(index: string): SQL {
  return onPostgres ? sql.empty() : sql.raw(`INDEXED BY ${index}`);
}

/**
 * An inner join whose left side SQLite must read first (its CROSS JOIN, which takes ON):
 * without statistics SQLite would otherwise pick the wrong table to drive. PostgreSQL's CROSS
 * JOIN takes no ON, and its planner needs no hint.
 */
export function joinInThisOrder(): SQL {
  return onPostgres ? sql.raw('JOIN') : sql.raw('CROSS JOIN');
}

/** The sum as a float, 0.0 for no rows (SQLite's total()). */
export function totalOf(expression: SQL): SQL {
  return onPostgres ? sql`coalesce(sum(${expression}), 0)::float8` : sql`total(${expression})`;
}

/** The larger of two values (SQLite's scalar max(a, b)). */
export function greatestOf(a: SQL, b: SQL): SQL {
  return onPostgres ? sql`greatest(${a}, ${b})` : sql`max(${a}, ${b})`;
}

/**
 * A JSON column's top-level number `key`; NULL when it is missing or a string. SQLite's
 * json_extract is the expression the calculations_figures_idx index holds, so SQLite reads it
 * from the index. (SQLite's json_extract turns true/false into 1/0; prices hold no booleans.)
 */
export function jsonNumber(column: SQL, key: string): SQL {
  if (!/^\w+$/.test(key)) throw new Error(`not a plain JSON key: ${key}`);
  const quotedKey = sql.raw(`'${key}'`);
  if (onPostgres) return sql`CASE WHEN jsonb_typeof(${column} -> ${quotedKey}) = 'number' THEN (${column} ->> ${quotedKey})::numeric END`;
  const value = sql`json_extract(${column}, ${sql.raw(`'$.${key}'`)})`;
  return sql`CASE WHEN typeof(${value}) IN ('integer', 'real') THEN ${value} END`;
}

/**
 * Rounded half away from zero to an integer, as the export's roundRappen. PostgreSQL rounds a
 * double half to even, so there the value is rounded as numeric (exact decimal arithmetic).
 */
export function roundToInteger(expression: SQL): SQL {
  return onPostgres ? sql`round((${expression})::numeric)::bigint` : sql`CAST(round(${expression}) AS INTEGER)`;
}
