import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on a free local port that keeps what it receives, for mail tests. */
export interface SmtpSink {
  url: string;
  messages: ParsedMail[];
  /** Resolves with the first message to `to` (waits up to `ms`). */
  waitFor(to: string, ms?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const recipients = (m: ParsedMail) =>
    [m.to].flat().flatMap((a) => (a ? a.value.map((v) => v.address?.toLowerCase()) : []));
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(to, ms = 5000) {
      const until = Date.now() + ms;
      while (Date.now() < until) {
        const found = messages.find((m) => recipients(m).includes(to.toLowerCase()));
        if (found) return found;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`no mail to ${to} within ${ms} ms`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
