import type { UserResponse } from '@portal/shared/accounts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders, stubFetch } from '../../../test/render';
import { ProfileForm } from './profile-form';

const user: UserResponse = {
  id: 9,
  firstName: 'Ada',
  lastName: 'Lovelace',
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  locale: 'en_GB',
  image: { fileName: null, fileURL: null },
  dob: '1985-01-01',
  dobIsAccurate: false,
  gender: 1,
  phone: null,
  nationality: 4,
  industry: 7,
  market: null,
  role: null,
  jobFunction: null,
  region: null,
  location: null,
  level: null,
  code: null,
  endUserCodeStatus: false,
  isImpersonated: false,
  isAdmin: false,
} as unknown as UserResponse;

const scrolled: string[] = [];

beforeEach(() => {
  scrolled.length = 0;
  // jsdom lays nothing out: record what the page scrolls to.
  HTMLElement.prototype.scrollIntoView = function (this: HTMLElement) {
    scrolled.push(this.id);
  };
  vi.stubGlobal(
    'fetch',
    stubFetch({
      'GET /api/public/nationalities': () => json([{ id: 4, nationality: 'British' }]),
      'GET /api/public/industries': () => json([{ id: 7, industryName: 'Education' }]),
      'PUT /api/user/9': () =>
        json(
          {
            message: 'Please check the form',
            errors: { email: ['Email Address is already used'] },
          },
          400,
        ),
    }).fetchStub,
  );
});
afterEach(() => vi.unstubAllGlobals());

async function renderProfile() {
  const events = userEvent.setup();
  renderWithProviders(<ProfileForm user={user} />);
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: /nationality/i }).hasAttribute('disabled')).toBe(
      false,
    ),
  );
  return events;
}

describe('the profile shows its first error as registration does (platform spec §5, issue 9)', () => {
  it('a field left wrong is scrolled to and focused, the first in page order', async () => {
    const events = await renderProfile();
    await events.clear(screen.getByRole('textbox', { name: /last name/i }));
    await events.clear(screen.getByRole('textbox', { name: /year/i }));
    await events.click(screen.getByRole('button', { name: 'Save changes' }));
    const lastName = screen.getByRole('textbox', { name: /last name/i });
    await waitFor(() => expect(document.activeElement).toBe(lastName));
    expect(scrolled).toEqual(['profile-lastName']);
  });

  it("the server's field message is scrolled to and focused too", async () => {
    const events = await renderProfile();
    await events.click(screen.getByRole('button', { name: 'Save changes' }));
    const email = screen.getByRole('textbox', { name: /email address/i });
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(scrolled).toEqual(['profile-email']);
    expect(email.getAttribute('aria-invalid')).toBe('true');
  });
});
