import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMails } from '../../db/schema/mail.ts';
import { registerUser, type SignedInUser, updateUserRow } from '../../test/accounts.factory.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { uniqueLetters } from '../../test/people.factory.ts';
import { call } from '../../test/surveys.factory.ts';

/* The console's Outbox (issue 13): what was kept of every mail, newest first. */
let t: TestApp;
let admin: SignedInUser;
const word = `zo${uniqueLetters(6)}`;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await registerUser(t.app, { firstName: 'Console', lastName: 'Keeper' });
  await updateUserRow(t.app, admin.id, { isAdmin: true });
});
afterAll(() => t.close());

describe('the outbox', () => {
  it('lists the mail newest first, searched by recipient or subject, and shows one message', async () => {
    await t.app.mailer.send({
      to: `${word}.first@example.com`,
      subject: 'First',
      text: 'Follow https://portal.example/reset?token=abc',
      html: '<p>Follow <a href="https://portal.example/reset?token=abc">this</a></p>',
    });
    await t.app.mailer.send({
      to: 'someone@example.com',
      subject: `Second ${word}`,
      text: 'Two',
      html: '<p>Two</p>',
    });
    const res = await call(t.app, admin, 'GET', `/admin/outbox?q=${word.toUpperCase()}`);
    expect(res.status).toBe(200);
    const page = res.body as unknown as { items: { id: number; subject: string }[]; total: number };
    expect(page.items.map((m) => m.subject)).toEqual([`Second ${word}`, 'First']);
    expect(page.total).toBe(2);

    const one = await call(t.app, admin, 'GET', `/admin/outbox/${page.items[1]!.id}`);
    expect(one.body).toMatchObject({
      to: `${word}.first@example.com`,
      bodyKept: true,
      sentAt: null,
      text: 'Follow https://portal.example/reset?token=abc',
      html: expect.stringContaining('<a href='),
    });
    expect((await call(t.app, admin, 'GET', '/admin/outbox/2147483647')).status).toBe(404);
  });

  it('shows a mail sent over SMTP as kept without its body', async () => {
    const [sent] = await t.app.db
      .insert(outboxMails)
      .values({
        to: `${word}.smtp@example.com`,
        subject: 'Sent',
        text: '[sent over SMTP; body not kept]',
        html: '[sent over SMTP; body not kept]',
        sentAt: new Date(),
      })
      .returning();
    const one = await call(t.app, admin, 'GET', `/admin/outbox/${sent!.id}`);
    expect(one.body).toMatchObject({ bodyKept: false, text: null, html: null });
  });
});
