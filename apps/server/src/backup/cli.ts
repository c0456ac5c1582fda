// `npm run backup [target]`, `npm run restore <backup>` and `npm run storage:copy`, with the
// server's settings: DATA_DIR, DATABASE_URL, UPLOADS_DIR and S3_* (README, "Backups").
import { join, resolve } from 'node:path';
import { readS3, readUploadsDir } from '../config';
import { backupInstallation, restoreInstallation, type Installation } from './backup';
import { copyFolderToBucket } from './storage-copy';

// A backup holds every person's data: owner-only files (decision 013).
process.umask(0o077);
const [command, argument] = process.argv.slice(2);
const dataDir = resolve(process.env.DATA_DIR ?? './data');
const installation: Installation = {
  dataDir,
  databaseUrl: process.env.DATABASE_URL || null,
  files: { uploadsDir: readUploadsDir(process.env, dataDir), s3: readS3(process.env) },
};
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');

try {
  if (command === 'backup') {
    const target = resolve(argument ?? join('backups', `tragkraft-${stamp}`));
    const result = await backupInstallation(installation, target);
    console.log(`backup written to ${result.dir} (${result.engine} database ${result.databaseBytes} bytes, ${result.files} stored files)`);
  } else if (command === 'restore' && argument) {
    const { movedAside } = await restoreInstallation(resolve(argument), installation);
    console.log(`restored ${argument}${movedAside ? ` (previous data kept in ${movedAside})` : ''}`);
  } else if (command === 'storage-copy') {
    const { s3, uploadsDir } = installation.files;
    if (!s3) throw new Error('S3_BUCKET is not set: storage:copy copies UPLOADS_DIR into that bucket');
    const result = await copyFolderToBucket(resolve(argument ?? uploadsDir), s3);
    console.log(`copied ${result.copied} files into ${s3.bucket}, ${result.skipped} were there already`);
  } else {
    console.error('usage: backup [target-folder] | restore <backup-folder> | storage-copy [uploads-folder]   (settings as for the server)');
    process.exit(2);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
