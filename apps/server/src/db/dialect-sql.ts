// The few SQL fragments that differ between SQLite and PostgreSQL, so use cases keep one query.
import { sql, type SQL } from 'drizzle-orm';
import { ENGINE } from './schema';

/** The integers of a JSON array given as one text parameter, as a subquery for IN (…). */
export function idsOfJsonArray(jsonArray: unknown): SQL {
  return ENGINE === 'postgres'
    ? sql`(select (jsonb_array_elements_text(${jsonArray}::jsonb))::integer)`
    : sql`(select value from json_each(${jsonArray}))`;
}
