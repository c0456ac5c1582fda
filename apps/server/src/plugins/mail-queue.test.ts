import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailQueue } from '../db/schema';
import { parseMail } from '../../test/support/documents';
import { buildApp } from '../app';
import { createTestApp, testConfig, writtenMails, type TestApp } from '../../test/support/test-app';
import { MAIL_RETRY_MAX_DELAY_MS, retryDelayMs } from './mail-queue';

describe('[mail-queue] durable outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends a queued mail once even when runs overlap, with its inline attachment', async () => {
    // The run the app starts when ready may still be going (PostgreSQL answers later than
    // SQLite); the three runs below would then all share the one queued after it.
    await t.app.mailQueue.flush();
    await t.app.mailQueue.enqueue(t.app.db, {
      to: 'a@example.ch',
      subject: 'Hallo',
      text: 'Test',
      attachments: [{ filename: 'a.txt', contentType: 'text/plain', contentBase64: Buffer.from('Inhalt').toString('base64') }],
    });
    const results = await Promise.all([t.app.mailQueue.flush(), t.app.mailQueue.flush(), t.app.mailQueue.flush()]);
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(1);
    const mails = writtenMails(t.dataDir);
    expect(mails).toHaveLength(1);
    const mail = await parseMail(mails[0]!);
    expect(mail.attachments[0]!.content.toString()).toBe('Inhalt');
    const [queued] = await t.app.db.select().from(mailQueue).limit(1);
    expect(queued!.sentAt).not.toBeNull();
  });

  it('keeps a mail whose attachment cannot be rendered and retries it later', async () => {
    await t.app.mailQueue.enqueue(t.app.db, { to: 'b@example.ch', subject: 'X', text: 'Y', attachments: [{ filename: 'x.pdf', render: { kind: 'unknown', args: {} } }] });
    expect(await t.app.mailQueue.flush()).toEqual({ sent: 0, failed: 1 });
    const row = (await t.app.db.select().from(mailQueue)).find((r) => r.sentAt === null);
    expect(row).toMatchObject({ attempts: 1, lastError: 'no renderer for attachment kind unknown' });
    expect(writtenMails(t.dataDir)).toHaveLength(1);
  });

  it('waits longer after each failure, at most an hour', () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000]);
    expect(retryDelayMs(20)).toBe(MAIL_RETRY_MAX_DELAY_MS);
  });

  it('sends each mail once when two server instances share the database and flush at the same time', async () => {
    const shared = await createTestApp({ seedDemo: false });
    const second = await buildApp(testConfig(shared.dataDir, { seedDemo: false, databaseUrl: shared.config.databaseUrl }));
    try {
      for (let i = 0; i < 10; i++) await shared.app.mailQueue.enqueue(shared.app.db, { to: 'c@example.ch', subject: `Mail ${i}`, text: 'Z' });
      const results = await Promise.all([shared.app.mailQueue.flush(), second.mailQueue.flush(), shared.app.mailQueue.flush(), second.mailQueue.flush()]);
      expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(10);
      const subjects = writtenMails(shared.dataDir).map((mail) => /^Subject: (.*)$/m.exec(mail)![1]!.trim()).sort();
      expect(subjects).toEqual(Array.from({ length: 10 }, (_, i) => `Mail ${i}`).sort());
    } finally {
      await second.close();
      await shared.close();
    }
  });
});
