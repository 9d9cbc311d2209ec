import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders, stubFetch } from '../../../test/render';
import { RegistrationForm } from './registration-form';

const me = { id: 9, fullName: 'Ada Lovelace', locale: 'en_GB', image: null };

function stubApi(
  options: { fields?: string[]; available?: boolean; register?: () => Response } = {},
) {
  const stub = stubFetch({
    'GET /api/public/registration-fields': () => json({ fields: options.fields ?? [] }),
    'GET /api/public/nationalities': () => json([{ id: 4, nationality: 'British' }]),
    'GET /api/public/industries': () => json([{ id: 7, industryName: 'Education' }]),
    'GET /api/public/markets': () => json([{ id: 2, marketName: 'Retail' }]),
    'GET /api/public/roles': () => json([{ id: 3, roleName: 'Manager' }]),
    'GET /api/public/check-email-availability': () =>
      json({ available: options.available ?? true }),
    'POST /api/public/registration': options.register ?? (() => json({ token: 'new-token' }, 201)),
    'GET /api/me': () => json(me),
  });
  vi.stubGlobal('fetch', stub.fetchStub);
  return stub;
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.selectOptions(screen.getByRole('combobox', { name: label }), option);
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /first name/i }), 'Ada');
  await user.type(screen.getByRole('textbox', { name: /last name/i }), 'Lovelace');
  await user.type(screen.getByRole('textbox', { name: /email address/i }), 'ada@example.com');
  await user.type(screen.getByRole('textbox', { name: /year/i }), '1985');
  await choose(user, /gender/i, 'Prefer not to say');
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: /nationality/i }).hasAttribute('disabled')).toBe(
      false,
    ),
  );
  await choose(user, /nationality/i, 'British');
  await choose(user, /industry/i, 'Education');
  await user.type(screen.getByLabelText(/^password/i), 'long enough pass');
  await user.type(screen.getByLabelText(/confirm password/i), 'long enough pass');
}

const submit = () => screen.getByRole('button', { name: 'Register' });

describe('registration form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the phone only when the server lists it', async () => {
    stubApi({ fields: [] });
    const { unmount } = renderWithProviders(<RegistrationForm />);
    await screen.findByRole('textbox', { name: /first name/i });
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /phone/i })).toBeNull());
    unmount();

    stubApi({ fields: ['phone'] });
    renderWithProviders(<RegistrationForm />);
    expect(await screen.findByRole('textbox', { name: /phone/i })).toBeTruthy();
  });

  it('asks for market and role only with softTouch', async () => {
    stubApi();
    const { unmount } = renderWithProviders(<RegistrationForm />);
    expect(screen.queryByRole('combobox', { name: /market/i })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /role/i })).toBeNull();
    unmount();

    renderWithProviders(<RegistrationForm softTouch />);
    expect(screen.getByRole('combobox', { name: /market/i })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /role/i })).toBeTruthy();
  });

  it('does not submit with date-of-birth errors, and says why in words', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi();
    renderWithProviders(<RegistrationForm />);
    await user.type(screen.getByRole('textbox', { name: /day/i }), '31');
    await user.type(screen.getByRole('textbox', { name: /year/i }), '85');
    await user.click(submit());

    expect(await screen.findByText('The Year must be exactly 4 digits')).toBeTruthy();
    expect(screen.getByText('Please give both the day and the month, or neither')).toBeTruthy();
    expect(screen.getByText('The First Name field is required')).toBeTruthy();
    expect(screen.getByText('The Gender field is required')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /year/i }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('refuses an email that is already used, on submit', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({ available: false });
    renderWithProviders(<RegistrationForm />);
    await fillValidForm(user);
    await user.click(submit());

    expect(await screen.findByText('Email Address is already used')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('posts the wire form and announces completion', async () => {
    const user = userEvent.setup();
    const onRegistered = vi.fn();
    const { calls } = stubApi();
    renderWithProviders(<RegistrationForm onRegistered={onRegistered} />);
    await fillValidForm(user);
    await user.click(submit());

    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    const post = calls.find((c) => c.method === 'POST');
    expect(JSON.parse(String(post?.init.body))).toEqual({
      registrationForm: {
        email: 'ada@example.com',
        firstName: 'Ada',
        lastName: 'Lovelace',
        gender: 0,
        phone: null,
        locale: 'en_GB',
        dob: '1985-01-01T00:00:00.000Z',
        dobIsAccurate: false,
        nationality: 4,
        industry: 7,
        market: null,
        role: null,
        password: 'long enough pass',
        confirmPassword: 'long enough pass',
      },
    });
    expect(window.localStorage.getItem('talent-portal:token')).toBe('new-token');
  });

  it("puts the server's 400 messages on their fields", async () => {
    const user = userEvent.setup();
    stubApi({
      register: () =>
        json(
          {
            message: 'Please correct the highlighted fields.',
            errors: { lastName: ['Too odd'], dob: ['Too young'] },
          },
          400,
        ),
    });
    renderWithProviders(<RegistrationForm />);
    await fillValidForm(user);
    await user.click(submit());

    const lastName = screen.getByRole('textbox', { name: /last name/i });
    await waitFor(() => expect(lastName.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Too odd')).toBeTruthy();
    expect(screen.getByText('Too young')).toBeTruthy();
    // platform spec §8: a 400 shows nothing but the fields' messages.
    expect(within(screen.getByRole('form')).queryByRole('alert')).toBeNull();
  });
});
