import { expect, type Locator, type Page, test } from '@playwright/test';
import { LOOKUPS, registerByApi, storedToken, uniqueEmail, userMenu } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';

/** The Register tab's form (platform spec §2 "Home and registration/sign-in card"). */
function registrationForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Registration' });
}

interface RegistrationInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword?: string;
}

/** Fills every field the form offers, the phone included (the demo server offers it). */
async function fillRegistration(form: Locator, input: RegistrationInput): Promise<void> {
  await form.getByLabel('First Name').fill(input.firstName);
  await form.getByLabel('Last Name').fill(input.lastName);
  await form.getByLabel('Email Address').fill(input.email);
  const dob = form.getByRole('group', { name: 'Date of birth' });
  await dob.getByLabel('Day').fill('17');
  await dob.getByLabel('Month').fill('05');
  await dob.getByLabel('Year').fill('1990');
  await form.getByLabel('Gender').selectOption({ label: 'Female' });
  // The lookups load after the form: selectOption waits for the option to exist.
  await form.getByLabel('Nationality').selectOption({ label: LOOKUPS.nationality });
  await form.getByLabel('Industry').selectOption({ label: LOOKUPS.industry });
  await form.getByLabel('Phone').fill('+441234567890');
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(input.password);
  await form.getByLabel('Confirm Password').fill(input.confirmPassword ?? input.password);
}

/** Asserts a field shows an error message and announces it (aria-invalid, its description). */
async function expectFieldError(field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

async function isEmailFree(page: Page, email: string): Promise<boolean> {
  const res = await page.request.get(
    `/api/public/check-email-availability?email=${encodeURIComponent(email)}`,
  );
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { available: boolean }).available;
}

test('the signed-out home page offers Register and Sign in tabs, both accessible', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const registerTab = page.getByRole('tab', { name: 'Register' });
  await expect(registerTab).toHaveAttribute('aria-selected', 'true');
  await expect(registrationForm(page).getByLabel('Nationality')).toBeEnabled();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('tab', { name: 'Sign in' }).click();
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await expect(signIn.getByLabel('Email Address')).toBeVisible();
  await expect(signIn.getByRole('textbox', { name: 'Password', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // platform spec §5: sign-in email and password are required.
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expectFieldError(signIn.getByLabel('Email Address'), 'The Email field is required');
});

test('registering with every field signs the new user in to the dashboard', async ({ page }) => {
  const email = uniqueEmail('register');
  await page.goto('/');
  const form = registrationForm(page);
  await fillRegistration(form, {
    firstName: 'Rania',
    lastName: 'Registered',
    email,
    password: 'Register-secret-2026',
  });
  const registered = page.waitForResponse(
    (r) => r.url().endsWith('/api/public/registration') && r.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Register' }).click();
  expect((await registered).status()).toBe(201);

  // The signed-in shell: the header names the user, the home page is the dashboard.
  await expect(userMenu(page, 'Rania Registered')).toBeVisible();
  await expect(page.getByRole('banner').getByText('Rania Registered')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Register' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // What was typed is what the server kept (date of birth, phone, lookups).
  const token = await storedToken(page);
  const me = await page.request.get('/api/me', { headers: { authorization: `Bearer ${token}` } });
  expect(await me.json()).toMatchObject({
    email,
    firstName: 'Rania',
    lastName: 'Registered',
    fullName: 'Rania Registered',
    dob: '1990-05-17',
    dobIsAccurate: true,
    gender: 2,
    phone: '+441234567890',
  });
});

test('registration shows the rules on the fields and registers nothing', async ({
  page,
  request,
}) => {
  const taken = await registerByApi(request, 'taken');
  await page.goto('/');
  const form = registrationForm(page);
  await expect(form.getByLabel('Nationality')).toBeEnabled();

  // Empty: every required field says so (platform spec §5), in the spec's words.
  await form.getByRole('button', { name: 'Register' }).click();
  await expectFieldError(form.getByLabel('First Name'), 'The First Name field is required');
  await expectFieldError(form.getByLabel('Last Name'), 'The Last Name field is required');
  await expectFieldError(form.getByLabel('Email Address'), 'The Email field is required');
  await expectFieldError(form.getByLabel('Year'), 'The Year field is required');
  await expectFieldError(form.getByLabel('Gender'), 'The Gender field is required');
  await expectFieldError(form.getByLabel('Nationality'), 'The Nationality field is required');
  await expectFieldError(form.getByLabel('Industry'), 'The Industry field is required');
  await expectFieldError(
    form.getByRole('textbox', { name: 'Password', exact: true }),
    'The Password field is required',
  );
  await expectFieldError(
    form.getByLabel('Confirm Password'),
    'The Confirm Password field is required',
  );
  // platform spec §5: the page goes to the first error.
  await expect(form.getByLabel('First Name')).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  // An address that already has an account.
  await fillRegistration(form, {
    firstName: 'Dana',
    lastName: 'Duplicate',
    email: taken.email,
    password: 'Another-secret-2026',
  });
  await form.getByRole('button', { name: 'Register' }).click();
  await expectFieldError(form.getByLabel('Email Address'), 'Email Address is already used');

  // A fresh address, but the passwords differ.
  const fresh = uniqueEmail('mismatch');
  await form.getByLabel('Email Address').fill(fresh);
  await form.getByLabel('Confirm Password').fill('Something-else-2026');
  await form.getByRole('button', { name: 'Register' }).click();
  await expectFieldError(form.getByLabel('Confirm Password'), 'The passwords do not match');
  await expect(form.getByLabel('Email Address')).not.toHaveAttribute('aria-invalid', 'true');

  // Still signed out, and neither address was registered.
  await expect(page.getByRole('tab', { name: 'Register' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /^Menu of/ })).toHaveCount(0);
  expect(await isEmailFree(page, fresh)).toBe(true);
  expect(await storedToken(page)).toBeNull();
});
