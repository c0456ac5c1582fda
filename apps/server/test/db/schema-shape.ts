// The shape both schema definitions must share (src/db/schema.ts for SQLite, src/db/schema-pg.ts
// for PostgreSQL), as sorted lines in dialect-neutral words: a table and its export name, each
// column with its property, kind (what the value is in JavaScript), not null, default, enum and
// key; composite primary keys, indexes (columns and expressions) and foreign keys with their
// actions. schema-shape.test.ts compares the lines of the two schemas.
import { Column, getTableColumns, getTableName, is, SQL, StringChunk, type Table } from 'drizzle-orm';
import { getTableConfig as pgConfig, PgTable } from 'drizzle-orm/pg-core';
import { getTableConfig as sqliteConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';

type Dialect = 'sqlite' | 'pg';

// Column kinds by dialect, SQL type and drizzle's data type.
const KIND: Record<string, string> = {
  'sqlite:integer/boolean': 'boolean',
  'pg:boolean/boolean': 'boolean',
  'sqlite:text/json': 'json',
  'pg:jsonb/json': 'json',
  'sqlite:integer/number': 'integer',
  'pg:integer/number': 'integer',
  // SQLite integers are 64-bit; where values outgrow 32 bits (epoch milliseconds) PostgreSQL
  // needs bigint, read as a JavaScript number all the same.
  'pg:bigint/number': 'integer',
  'sqlite:real/number': 'float',
  'pg:double precision/number': 'float',
  'sqlite:text/string': 'text',
  'pg:text/string': 'text',
};

// SQLite integer primary keys without AUTOINCREMENT (rowid aliases) whose ids the app leaves
// to the database on insert; their PostgreSQL twins are identity columns. Every other rowid
// key (stage_figures.stage_id, ...) is always written explicitly and has no identity on PG.
const ROWID_IDS = new Set(['auth_attempts.id']);

// The same expression in each dialect's words, written one way.
const EXPRESSIONS: [RegExp, string][] = [
  // json_extract(price, '$.rideCost') on SQLite, (price ->> 'rideCost') on PostgreSQL
  [/^json_extract\((\w+), '\$\.(\w+)'\)$/, 'json($1.$2)'],
  [/^\((\w+) ->> '(\w+)'\)$/, 'json($1.$2)'],
  // The ISO-8601 UTC instant with milliseconds of the moment of the statement.
  [/^\(strftime\('%Y-%m-%dT%H:%M:%fZ','now'\)\)$/, 'now-iso-ms'],
  [/^to_char\(statement_timestamp\(\) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS\.MS"Z"'\)$/, 'now-iso-ms'],
];

/** An SQL fragment as text, columns by name (how the schemas write index expressions and defaults). */
function sqlText(fragment: SQL): string {
  const text = fragment.queryChunks
    .map((chunk) => {
      if (is(chunk, StringChunk)) return chunk.value.join('');
      if (is(chunk, Column)) return chunk.name;
      if (is(chunk, SQL)) return sqlText(chunk);
      return typeof chunk === 'string' ? chunk : `?${String(chunk)}`;
    })
    .join('');
  const known = EXPRESSIONS.find(([pattern]) => pattern.test(text));
  return known ? text.replace(known[0], known[1]) : text;
}

function columnLine(dialect: Dialect, tableName: string, property: string, column: Column): string {
  const sqlType = column.getSQLType();
  const kind = KIND[`${dialect}:${sqlType}/${column.dataType}`] ?? `?${dialect}:${sqlType}/${column.dataType}`;
  const parts = [`${tableName}.${column.name} (${property}) ${kind}`];
  if (column.enumValues?.length) parts.push(`enum(${column.enumValues.join('|')})`);
  if (column.notNull) parts.push('not null');
  if (column.primary) {
    // An integer primary key has a default on SQLite by itself (the rowid); what counts is
    // whether the app leaves ids to the database: AUTOINCREMENT there, identity on PostgreSQL.
    const generated =
      dialect === 'pg'
        ? column.generatedIdentity !== undefined
        : (column as Column & { autoIncrement?: boolean }).autoIncrement === true || ROWID_IDS.has(`${tableName}.${column.name}`);
    parts.push(generated ? 'pk generated' : 'pk');
  } else if (column.default !== undefined) {
    parts.push(`default=${is(column.default, SQL) ? sqlText(column.default) : JSON.stringify(column.default)}`);
  }
  return parts.join(' ');
}

/** The sorted shape lines of every table a schema module exports. */
export function schemaShape(schema: Record<string, unknown>): string[] {
  const lines: string[] = [];
  for (const [exportName, table] of Object.entries(schema)) {
    const dialect: Dialect | null = is(table, PgTable) ? 'pg' : is(table, SQLiteTable) ? 'sqlite' : null;
    if (!dialect) continue;
    const name = getTableName(table as Table);
    const config = dialect === 'pg' ? pgConfig(table as PgTable) : sqliteConfig(table as SQLiteTable);
    lines.push(`${name} table (${exportName})`);
    for (const [property, column] of Object.entries(getTableColumns(table as Table))) {
      lines.push(columnLine(dialect, name, property, column));
    }
    for (const key of config.primaryKeys) {
      lines.push(`${name} primary key (${key.columns.map((c) => c.name).join(',')})`);
    }
    for (const unique of config.uniqueConstraints) {
      lines.push(`${name} unique ${unique.name ?? ''} (${unique.columns.map((c) => c.name).join(',')})`);
    }
    for (const index of config.indexes) {
      const columns = (index.config.columns as unknown[]).map((c) => (is(c, SQL) ? sqlText(c) : (c as { name: string }).name));
      const where = index.config.where ? ` where ${sqlText(index.config.where)}` : '';
      lines.push(`${name} ${index.config.unique ? 'unique index' : 'index'} ${index.config.name} (${columns.join(', ')})${where}`);
    }
    for (const fk of config.foreignKeys) {
      const ref = fk.reference();
      const actions = `on delete ${fk.onDelete ?? 'no action'} on update ${fk.onUpdate ?? 'no action'}`;
      lines.push(`${name} foreign key (${ref.columns.map((c) => c.name).join(',')}) -> ${getTableName(ref.foreignTable)}(${ref.foreignColumns.map((c) => c.name).join(',')}) ${actions}`);
    }
    if (config.checks.length > 0) lines.push(`${name} checks ${config.checks.map((check) => check.name).join(',')}`);
  }
  return lines.sort();
}
