import { expect, test } from '@playwright/test';
import { registerByApi, signInWithToken, storedToken, userMenu } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { impersonationLink } from '../support/impersonation.ts';

test("an administrator's link signs in as the user once, and exiting signs out", async ({
  page,
  request,
}) => {
  const target = await registerByApi(request, 'target', { firstName: 'Ingrid' });
  // Someone else is signed in on this browser: the link signs them out first (platform spec §4).
  const bystander = await registerByApi(request, 'bystander', { firstName: 'Bob' });
  await signInWithToken(page, bystander.token);
  await page.goto('/');
  await expect(userMenu(page, bystander.fullName)).toBeVisible();
  const bystanderToken = await storedToken(page);

  const link = await impersonationLink(target.email);
  await page.goto(link);
  await expect(userMenu(page, target.fullName)).toBeVisible();
  const exit = page.getByRole('button', { name: 'Exit impersonation' });
  await expect(exit).toBeVisible();
  // Both query parameters are removed; the bystander's session was ended on the server too.
  await expect(page).toHaveURL(/\/$/);
  const old = await request.get('/api/me', {
    headers: { authorization: `Bearer ${bystanderToken}` },
  });
  expect(old.status()).toBe(401);
  await expectNoSeriousA11yViolations(page);

  await exit.click();
  await expect(page.getByRole('tab', { name: 'Sign in' })).toBeVisible();
  await expect(exit).toHaveCount(0);
  expect(await storedToken(page)).toBeNull();

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText(
    'This sign-in link is not valid or has expired.',
  );
  await expect(page.getByRole('tab', { name: 'Sign in' })).toBeVisible();
});
