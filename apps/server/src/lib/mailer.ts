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

/** The web links in a mail's text, each once, in order. */
export function linksIn(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"')]+/g) ?? [])];
}

/** What the outbox keeps of a message that went out over SMTP. */
const SENT_BODY = '[sent over SMTP; body not kept]';

/**
 * Every message is written to the outbox table first. With SMTP_URL it is then sent over SMTP;
 * without, the log carries its text and each of its links on a line of its own, so a person
 * running the embedded default can follow a reset link.
 */
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
          { mailTo: mail.to, subject: mail.subject, text: mail.text },
          `Mail to ${mail.to} kept in outbox_mails (no SMTP_URL): ${mail.subject}`,
        );
        // Each link on a line of its own, where the person running the portal finds it (issue 9).
        for (const link of linksIn(mail.text)) options.log.info({ mailTo: mail.to }, link);
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
