import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../lib/i18n.ts';
import { registerUser, registrationForm } from '../../test/accounts.factory.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

// Small limits so the tests reach them; each test uses its own client address.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    REGISTRATIONS_PER_ADDRESS_PER_HOUR: '3',
    EMAIL_CHECKS_PER_ADDRESS_PER_HOUR: '5',
    COSTLY_ACTIONS_PER_USER_PER_HOUR: '2',
  });
});
afterAll(() => t.close());

let lastAddress = 0;
const newAddress = () => `10.1.${Math.floor(++lastAddress / 250)}.${(lastAddress % 250) + 1}`;

const register = (remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/public/registration',
    payload: { registrationForm: registrationForm() },
    remoteAddress,
    headers,
  });

describe('registration (issue 8: unlimited before)', () => {
  it('past REGISTRATIONS_PER_ADDRESS_PER_HOUR, one address answers 429 in the person’s language', async () => {
    const address = newAddress();
    for (let i = 0; i < 3; i += 1) expect((await register(address)).statusCode).toBe(201);
    const refused = await register(address, { 'accept-language': 'ar' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      translate('ar', 'errors.too_many_requests', { minutes: 60 }),
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    // Someone elsewhere still registers.
    expect((await register(newAddress())).statusCode).toBe(201);
  });

  it('of 20 registrations sent at once from one address, exactly 3 make an account', async () => {
    const address = newAddress();
    const replies = await Promise.all(Array.from({ length: 20 }, () => register(address)));
    expect(replies.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(replies.filter((r) => r.statusCode === 429)).toHaveLength(17);
  });
});

describe('email availability check', () => {
  it('past EMAIL_CHECKS_PER_ADDRESS_PER_HOUR, one address answers 429', async () => {
    const address = newAddress();
    const check = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/public/check-email-availability?email=someone%40example.com',
        remoteAddress: address,
      });
    for (let i = 0; i < 5; i += 1) expect((await check()).statusCode).toBe(200);
    const refused = await check();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Too many requests/);
  });
});

describe('costly actions of a signed-in person', () => {
  it('past COSTLY_ACTIONS_PER_USER_PER_HOUR report downloads, the person gets 429, and another person does not', async () => {
    const [ada, bob] = [await registerUser(t.app), await registerUser(t.app)];
    const download = (auth: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/reports/download/2147483000', headers: auth });
    expect((await download(ada.auth)).statusCode).toBe(404);
    expect((await download(ada.auth)).statusCode).toBe(404);
    expect((await download(ada.auth)).statusCode).toBe(429);
    expect((await download(bob.auth)).statusCode).toBe(404);
  });
});
