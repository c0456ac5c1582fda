// A constraint refused a write. SQLite names it (SQLITE_CONSTRAINT_UNIQUE, …), PostgreSQL gives a
// SQLSTATE (23505, …), and drizzle may wrap either in a DrizzleQueryError whose cause is the
// driver's error, so the whole cause chain is searched.
function hasCode(error: unknown, codes: string[]): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && codes.includes(code)) return true;
  }
  return false;
}

/** A unique index or primary key already holds the value. */
export const isUniqueViolation = (error: unknown): boolean =>
  hasCode(error, ['23505', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY']);

/** A row is still referenced (or references a missing one). */
export const isForeignKeyViolation = (error: unknown): boolean => hasCode(error, ['23503', 'SQLITE_CONSTRAINT_FOREIGNKEY']);
