// E-mail through nodemailer: SMTP when SMTP_URL is set, otherwise every message is written
// as an .eml file into DATA_DIR/mail (the embedded default for demo and tests).
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType?: string;
}

export interface Mail {
  to: string | string[];
  cc?: string | string[];
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

interface Mailer {
  send(mail: Mail): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** '20261121T060221123-000001': file names sort in the order the mails were written. */
function fileName(date: Date, sequence: number): string {
  const stamp = date.toISOString().replace(/[-:.]/g, '').replace('Z', '');
  return `${stamp}-${String(sequence).padStart(6, '0')}-${randomUUID().slice(0, 8)}.eml`;
}

// Every mail answers to the office (replyTo): the sender is a no-reply address.
export default fp<{ smtpUrl: string | null; from: string; replyTo: string; dataDir: string }>(async (app, { smtpUrl, from, replyTo, dataDir }) => {
  const mailDir = join(dataDir, 'mail');
  let written = 0;
  const smtp = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  const toFile = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  const mailer: Mailer = {
    async send(mail) {
      if (smtp) {
        const info = await smtp.sendMail({ from, replyTo, ...mail });
        app.log.info({ messageId: info.messageId }, 'mail sent via SMTP');
        return;
      }
      const info = await toFile.sendMail({ from, replyTo, ...mail });
      // A mail may hold a live reset link: owner-only (decision 013).
      mkdirSync(mailDir, { recursive: true, mode: 0o700 });
      const file = join(mailDir, fileName(new Date(), ++written));
      // buffer: true above makes the message a Buffer.
      writeFileSync(file, info.message as Buffer, { mode: 0o600 });
      app.log.info({ file }, 'mail written');
    },
  };
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => {
    smtp?.close();
    toFile.close();
  });
});
