import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { outboxMails } from '../db/schema/mail.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * Every message is written to the outbox table first. With SMTP_URL it is then sent over SMTP;
 * without, the log line carries the text so a person running the embedded default can follow
 * a reset link.
 */
/** What the outbox keeps of a message that went out over SMTP. */
const SENT_BODY = '[sent over SMTP; body not kept]';

export function createMailer(options: {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send(mail) {
      if (!transport) {
        // The outbox is the delivery: the text stays readable for the person running the portal.
        await options.db.insert(outboxMails).values(mail);
        options.log.info(
          { mailTo: mail.to, subject: mail.subject },
          `Mail (outbox only):\n${mail.text}`,
        );
        return;
      }
      await transport.sendMail({ from: options.from, ...mail });
      // Sent mail may hold one-time links: keep who and what, never the body.
      await options.db.insert(outboxMails).values({
        to: mail.to,
        subject: mail.subject,
        text: SENT_BODY,
        html: SENT_BODY,
        sentAt: new Date(),
      });
    },
    close() {
      transport?.close();
    },
  };
}
