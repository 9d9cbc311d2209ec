import { MAIL_PORT } from '../playwright.config.ts';

export interface SentMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** Waits for the newest message to an address at the test SMTP sink. */
export async function waitForMail(to: string, timeoutMs = 10_000): Promise<SentMail> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const res = await fetch(`http://127.0.0.1:${MAIL_PORT}/messages?to=${encodeURIComponent(to)}`);
    const list = (await res.json()) as SentMail[];
    const last = list.at(-1);
    if (last) return last;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
}
