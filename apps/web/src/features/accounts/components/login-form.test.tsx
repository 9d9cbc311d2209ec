import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders, stubFetch } from '../../../test/render';
import { LoginForm } from './login-form';

async function signIn(answer: () => Response) {
  vi.stubGlobal('fetch', stubFetch({ 'POST /api/login_check': answer }).fetchStub);
  const user = userEvent.setup();
  renderWithProviders(<LoginForm />);
  await user.type(screen.getByRole('textbox', { name: /email address/i }), 'ada@example.com');
  await user.type(screen.getByLabelText(/^password/i), 'wrong password');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in errors (platform spec §8)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads every wrong-credentials answer as "Incorrect email or password"', async () => {
    await signIn(() => json({ message: 'Username or Password is incorrect' }, 401));
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect email or password');
  });

  it("shows the server's message when sign-in is rate-limited", async () => {
    await signIn(() =>
      json({ message: 'Too many sign-in attempts. Please try again in 15 minutes.' }, 429),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many sign-in attempts. Please try again in 15 minutes.',
    );
  });

  it('checks the fields before calling the server', async () => {
    const { fetchStub, calls } = stubFetch({});
    vi.stubGlobal('fetch', fetchStub);
    const user = userEvent.setup();
    renderWithProviders(<LoginForm />);
    await user.type(screen.getByRole('textbox', { name: /email address/i }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The Email Address field must be a valid email')).toBeTruthy();
    expect(screen.getByText('The Password field is required')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
