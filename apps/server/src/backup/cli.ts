// `pnpm backup [target]` and `pnpm restore <backup>`: DATA_DIR and UPLOADS_DIR as for the server.
import { join, resolve } from 'node:path';
import { readUploadsDir } from '../config';
import { backupDataDir, restoreDataDir } from './backup';

// A backup holds every person's data: owner-only files (decision 013).
process.umask(0o077);
const [command, argument] = process.argv.slice(2);
const dataDir = resolve(process.env.DATA_DIR ?? './data');
const uploadsDir = readUploadsDir(process.env, dataDir);
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');

// On PostgreSQL the database is the database server's to back up (pg_dump, or the operator's
// point-in-time recovery); this tool only knows the SQLite file. It says so instead of copying
// an unused DATA_DIR/tragkraft.db.
const POSTGRES_BACKUP = [
  'DATABASE_URL is set: the database is PostgreSQL, which this command does not back up.',
  'Back it up with PostgreSQL\'s tools, e.g.',
  '  pg_dump --format=custom --file=tragkraft-<timestamp>.dump "$DATABASE_URL"',
  '  pg_restore --clean --if-exists --dbname="$DATABASE_URL" tragkraft-<timestamp>.dump',
  `and copy the photos folder (${uploadsDir}) with it. See README, "Backups".`,
].join('\n');

try {
  if ((command === 'backup' || command === 'restore') && process.env.DATABASE_URL) {
    console.error(POSTGRES_BACKUP);
    process.exit(2);
  }
  if (command === 'backup') {
    const target = resolve(argument ?? join('backups', `tragkraft-${stamp}`));
    const result = await backupDataDir(dataDir, target, uploadsDir);
    console.log(`backup written to ${result.dir} (database ${result.databaseBytes} bytes, ${result.uploads} upload files)`);
  } else if (command === 'restore' && argument) {
    const { movedAside } = restoreDataDir(resolve(argument), dataDir, uploadsDir);
    console.log(`restored ${argument} into ${dataDir}${movedAside ? ` (previous data kept in ${movedAside})` : ''}`);
  } else {
    console.error('usage: backup [target-folder] | restore <backup-folder>   (DATA_DIR selects the data folder)');
    process.exit(2);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
