// Real SMTP: a server on loopback receives what the app sends with SMTP_URL set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/support/smtp-server';
import { readConfig } from '../config';
import { createTestApp, setPasswordLink, type TestApp } from '../../test/support/test-app';
import { call } from '../../test/support/call-endpoint';
import { authEndpoints } from '@tragkraft/sync-protocol';

describe('[mailer] SMTP transport', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the reset mail with its link to the SMTP server', async () => {
    const response = await call(t.app, authEndpoints.requestReset, { body: { email: 'clerk@demo.ch' } });
    expect(response.statusCode).toBe(200);
    const until = Date.now() + 5000;
    while (smtp.received.length === 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 25));

    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(['clerk@demo.ch']);
    expect(smtp.received[0]!.from).toBe('noreply@tragkraft.ch');
    expect(smtp.received[0]!.raw).toMatch(/^Subject: Passwort setzen/m);
    // Answers reach the office, not the no-reply sender (MAIL_REPLY_TO, default COMPANY_EMAIL).
    expect(smtp.received[0]!.raw).toMatch(/^Reply-To: info@tragkraft\.ch$/m);
    expect(setPasswordLink(smtp.received[0]!.raw)).toMatch(/^http:\/\/app\.test\/set-password\/[A-Za-z0-9_-]{40,}$/);
  });
});

describe('[mailer] Reply-To', () => {
  it('MAIL_REPLY_TO wins; unset or empty it is COMPANY_EMAIL', () => {
    const dataDir = process.env.TMPDIR ?? '/tmp';
    const env = { DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40), COMPANY_EMAIL: 'buero@firma.ch' };
    expect(readConfig(env).mailReplyTo).toBe('buero@firma.ch');
    expect(readConfig({ ...env, MAIL_REPLY_TO: '' }).mailReplyTo).toBe('buero@firma.ch');
    expect(readConfig({ ...env, MAIL_REPLY_TO: 'Buchhaltung <rg@firma.ch>' }).mailReplyTo).toBe('Buchhaltung <rg@firma.ch>');
  });

  it('goes out over SMTP with the configured address', async () => {
    const smtp = await startTestSmtpServer();
    const t = await createTestApp({ smtpUrl: smtp.url, mailReplyTo: 'Buchhaltung <rg@firma.ch>' });
    try {
      await call(t.app, authEndpoints.requestReset, { body: { email: 'clerk@demo.ch' } });
      const until = Date.now() + 5000;
      while (smtp.received.length === 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 25));
      expect(smtp.received[0]!.raw).toMatch(/^Reply-To: Buchhaltung <rg@firma\.ch>$/m);
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});
