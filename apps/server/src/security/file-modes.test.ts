// DATA_DIR holds the database, live reset links (mail/), site photos (uploads/) and the
// token secret: none of it may be readable by other users of the machine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { backupInstallation, restoreInstallation, sqliteInstallation } from '../backup/backup';
import { readConfig } from '../config';
import { stages } from '../db/schema';
import { imagePath } from '../plugins/storage-contract';
import { testConfig, waitForMails } from '../../test/support/test-app';
import { call } from '../../test/support/call-endpoint';
import { authEndpoints } from '@tragkraft/sync-protocol';

const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8);

/** Every file and folder below `root` (root included) with its mode, e.g. { 'mail': '700' }. */
function modesBelow(root: string): Record<string, string> {
  const modes: Record<string, string> = { '.': modeOf(root) };
  for (const entry of readdirSync(root, { recursive: true })) modes[String(entry)] = modeOf(join(root, String(entry)));
  return modes;
}

const looseEntries = (root: string, names: string[]) =>
  Object.entries(modesBelow(root)).filter(([name, mode]) => names.some((n) => name === n || name.startsWith(`${n}/`)) && !['600', '700'].includes(mode));

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]);
const PRIVATE = ['tragkraft.db', 'tragkraft.db-wal', 'tragkraft.db-shm', 'jwt-secret', 'mail', 'uploads'];

async function writeSomething(app: FastifyInstance, dataDir: string, mails: number) {
  const [stage] = await app.db.select().from(stages).limit(1);
  // As an upload does: a private temporary file (image-check.ts), then moved into place.
  const temp = app.storage.tempPath();
  writeFileSync(temp, JPEG, { mode: 0o600 });
  await app.storage.place(temp, imagePath(stage!.id, `photo-${mails}`, 'jpg'));
  await call(app, authEndpoints.requestReset, { body: { email: 'client@demo.ch' } });
  expect(await waitForMails(dataDir, mails)).toHaveLength(mails);
}

describe('[security] private file modes in DATA_DIR', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'tragkraft-modes-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  let dataDir: string;
  beforeAll(() => {
    dataDir = join(scratch, 'data');
    // readConfig creates DATA_DIR and the generated token secret.
    readConfig({ DATA_DIR: dataDir });
  });

  it('creates DATA_DIR, the token secret, the database (WAL too), mails and photos for the owner only', async () => {
    expect(modeOf(dataDir)).toBe('700');
    expect(modeOf(join(dataDir, 'jwt-secret'))).toBe('600');
    const app = await buildApp(testConfig(dataDir));
    try {
      await writeSomething(app, dataDir, 1);
      for (const file of ['tragkraft.db', 'tragkraft.db-wal', 'tragkraft.db-shm']) {
        expect(existsSync(join(dataDir, file)), file).toBe(true);
        expect(modeOf(join(dataDir, file)), file).toBe('600');
      }
      expect(readdirSync(join(dataDir, 'mail'))).toHaveLength(1);
      expect(readdirSync(join(dataDir, 'uploads', 'operation'))).toHaveLength(1);
      expect(looseEntries(dataDir, PRIVATE)).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('takes group and world access away from what an older version left behind, at start', async () => {
    // As an older version (or a copy with the default umask) left it.
    for (const [name, mode] of Object.entries(modesBelow(dataDir))) chmodSync(join(dataDir, name), mode === '700' ? 0o755 : 0o644);
    mkdirSync(join(dataDir, 'uploads', 'operation', 'old'), { mode: 0o755 });
    writeFileSync(join(dataDir, 'uploads', 'operation', 'old', 'x.jpg'), JPEG, { mode: 0o644 });
    expect(modeOf(join(dataDir, 'tragkraft.db'))).toBe('644');

    const app = await buildApp(testConfig(dataDir, { seedDemo: false }));
    try {
      expect(looseEntries(dataDir, PRIVATE)).toEqual([]);
      await writeSomething(app, dataDir, 2);
      expect(looseEntries(dataDir, PRIVATE)).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('writes backups, restored data and the data it moves aside for the owner only', async () => {
    const backup = join(scratch, 'backups', 'one');
    await backupInstallation(sqliteInstallation(dataDir), backup);
    expect(modeOf(join(scratch, 'backups'))).toBe('700');
    expect(Object.entries(modesBelow(backup)).filter(([, mode]) => !['600', '700'].includes(mode))).toEqual([]);
    expect(modesBelow(backup)['tragkraft.db']).toBe('600');

    const into = join(scratch, 'restored');
    await restoreInstallation(backup, sqliteInstallation(into));
    const { movedAside } = await restoreInstallation(backup, sqliteInstallation(into));
    for (const dir of [into, movedAside!]) {
      expect(Object.entries(modesBelow(dir)).filter(([, mode]) => !['600', '700'].includes(mode)), dir).toEqual([]);
    }
  });
});
