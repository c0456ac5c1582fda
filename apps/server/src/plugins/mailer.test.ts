// Real SMTP: a server on loopback receives what the app sends with SMTP_URL set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { createTestApp, setPasswordLink, type TestApp } from '../test-support/test-app';

describe('[mailer] SMTP transport', () => {
  const received: { from: string; to: string[]; raw: string }[] = [];
  let smtp: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers the reset mail with its link to the SMTP server', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/request-reset', payload: { email: 'clerk@demo.ch' } });
    expect(response.statusCode).toBe(200);
    const until = Date.now() + 5000;
    while (received.length === 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 25));

    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['clerk@demo.ch']);
    expect(received[0]!.from).toBe('noreply@tragkraft.ch');
    expect(received[0]!.raw).toMatch(/^Subject: Passwort setzen/m);
    expect(setPasswordLink(received[0]!.raw)).toMatch(/^http:\/\/app\.test\/set-password\/[A-Za-z0-9_-]{40,}$/);
  });
});
