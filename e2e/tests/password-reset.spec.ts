import { expect, test } from '@playwright/test';
import { registerByApi, signInWithForm, userMenu } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { waitForMail } from '../support/mail.ts';

test('a password is reset through the link in the mail, and the link works once', async ({
  page,
  request,
}) => {
  const account = await registerByApi(request, 'reset');
  const newPassword = 'Reset-secret-2026';

  // Step 1: the address.
  await page.goto('/request-reset-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const request1 = page.getByRole('form', { name: 'Reset your password' });
  await request1.getByRole('button', { name: 'Send the link' }).click();
  await expect(request1.getByLabel('Email Address')).toHaveAccessibleDescription(
    'The Email field is required',
  );
  await request1.getByLabel('Email Address').fill(account.email);
  await request1.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account exists for this email');

  // The mail holds the link to step 2.
  const mail = await waitForMail(account.email);
  const link = mail.text.match(/https?:\/\/\S+\/reset-password\/\S+/)?.[0];
  expect(link, mail.text).toBeTruthy();
  const resetPath = new URL(link ?? '').pathname;

  // Step 2: the new password.
  await page.goto(resetPath);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const choose = page.getByRole('form', { name: 'Choose a new password' });
  await choose.getByRole('textbox', { name: 'New Password', exact: true }).fill(newPassword);
  await choose.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill(newPassword);
  await choose.getByRole('button', { name: 'Save the new password' }).click();

  // Home, signed out, with the notice.
  await expect(page).toHaveURL(/\/\?message=password_reset$/);
  await expect(page.getByRole('status')).toHaveText(
    'Your new password has successfully been changed',
  );
  // ... on the Sign in tab, ready for the new password (issue 9).
  await expect(page.getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();

  // The same link again: refused with the server's message.
  await page.goto(resetPath);
  const again = page.getByRole('form', { name: 'Choose a new password' });
  await again.getByRole('textbox', { name: 'New Password', exact: true }).fill('Another-one-2026');
  await again
    .getByRole('textbox', { name: 'Confirm Password', exact: true })
    .fill('Another-one-2026');
  await again.getByRole('button', { name: 'Save the new password' }).click();
  await expect(again.getByRole('alert')).toHaveText(
    'This password reset link is not valid or has expired. Please ask for a new one.',
  );

  // The new password signs in; the old one no longer does.
  await page.goto('/');
  await signInWithForm(page, account.email, account.password);
  await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toHaveText(
    'Incorrect email or password',
  );
  await signInWithForm(page, account.email, newPassword);
  await expect(userMenu(page, account.fullName)).toBeVisible();
});
