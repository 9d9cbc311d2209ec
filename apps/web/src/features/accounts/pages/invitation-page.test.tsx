import { STORAGE_KEYS } from '@portal/shared/client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation, useNavigationType } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken, setToken } from '../../../lib/session';
import { json, renderWithProviders, stubFetch } from '../../../test/render';
import { InvitationPage } from './invitation-page';

const LINK_TOKEN = 'a'.repeat(43);
const PASSWORD = 'long enough pass';
const invitee = { id: 12, fullName: 'Rana Rater', locale: 'en_GB', image: { fileURL: null } };

/** Where the page went, and whether it replaced its own history entry. */
function Landed() {
  const location = useLocation();
  return <p>{`landed ${location.pathname} by ${useNavigationType()}`}</p>;
}

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/invitation/:token" element={<InvitationPage />} />
      <Route path="*" element={<Landed />} />
    </Routes>,
    { route: `/invitation/${LINK_TOKEN}` },
  );
}

async function choosePassword(confirm = PASSWORD) {
  const user = userEvent.setup();
  const form = await screen.findByRole('form', { name: 'Choose your password' });
  await user.type(within(form).getByLabelText(/^new password/i), PASSWORD);
  await user.type(within(form).getByLabelText(/^confirm password/i), confirm);
  await user.click(within(form).getByRole('button', { name: 'Open my account' }));
}

const bearer = (init: RequestInit) => new Headers(init.headers).get('authorization');

describe('the invitation page (issue 11)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("opens the account, signs in as sign-in does and replaces the token's entry with next", async () => {
    const { fetchStub, calls } = stubFetch({
      'POST /api/public/invitation/': () =>
        json({ token: 'session-token', next: '/360/5/dashboard' }),
      'GET /api/me': () => json(invitee),
    });
    vi.stubGlobal('fetch', fetchStub);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveProperty(
      'textContent',
      'Welcome to Talent Portal',
    );
    await choosePassword();

    expect(await screen.findByText('landed /360/5/dashboard by REPLACE')).toBeTruthy();
    expect(getToken()).toBe('session-token');
    const sent = calls.find((c) => c.url.pathname === '/api/public/invitation/');
    expect(JSON.parse(String(sent?.init.body))).toEqual({
      token: LINK_TOKEN,
      passwordResetForm: { newPassword: PASSWORD, confirmPassword: PASSWORD },
    });
    // The link's token is spent, and kept nowhere.
    expect(JSON.stringify({ ...window.localStorage, ...window.sessionStorage })).not.toContain(
      LINK_TOKEN,
    );
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).not.toContain(LINK_TOKEN);
  });

  it('lands home when next is not a path of this portal', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'POST /api/public/invitation/': () =>
          json({ token: 'session-token', next: '//evil.example/360' }),
        'GET /api/me': () => json(invitee),
      }).fetchStub,
    );
    renderPage();
    await choosePassword();
    expect(await screen.findByText('landed / by REPLACE')).toBeTruthy();
  });

  it("checks the passwords before calling, and puts the server's password messages on the field", async () => {
    const { fetchStub, calls } = stubFetch({
      'POST /api/public/invitation/': () =>
        json(
          {
            message: 'Please check the form.',
            errors: { newPassword: ['Too common.', 'Add a number.'] },
          },
          400,
        ),
    });
    vi.stubGlobal('fetch', fetchStub);
    renderPage();
    await choosePassword('something else');
    expect(await screen.findByText('The passwords do not match')).toBeTruthy();
    expect(calls).toEqual([]);

    const user = userEvent.setup();
    const confirm = screen.getByLabelText(/^confirm password/i);
    await user.clear(confirm);
    await user.type(confirm, PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Open my account' }));
    const field = screen.getByLabelText(/^new password/i);
    await vi.waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(/Too common\.\s+Add a number\./)).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Choose your password' })).toBeTruthy();
    expect(getToken()).toBeNull();
  });

  it("shows a dead link's message with the way to a new link, instead of the form", async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'POST /api/public/invitation/': () =>
          json({ message: 'This invitation link is not valid or has expired. Choose…' }, 400),
      }).fetchStub,
    );
    renderPage();
    await choosePassword();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This invitation link is not valid or has expired. Choose…',
    );
    expect(
      screen
        .getByRole('link', { name: 'Get a new link to choose your password' })
        .getAttribute('href'),
    ).toBe('/request-reset-password');
    expect(screen.queryByRole('form')).toBeNull();
    expect(getToken()).toBeNull();
  });

  it("keeps the form with the server's message when there were too many tries", async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'POST /api/public/invitation/': () =>
          json({ message: 'Too many requests from here. Please try again in 60 minutes.' }, 429),
      }).fetchStub,
    );
    renderPage();
    await choosePassword();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many requests from here. Please try again in 60 minutes.',
    );
    expect(screen.getByRole('form', { name: 'Choose your password' })).toBeTruthy();
  });

  it('signs out whoever was signed in, on the server too, only once the invitation worked', async () => {
    setToken('old-session');
    const colleague = { ...invitee, id: 3, fullName: 'Colin Colleague' };
    const { fetchStub, calls } = stubFetch({
      'GET /api/me': (init) => json(bearer(init) === 'Bearer old-session' ? colleague : invitee),
      'POST /api/logout': () => new Response(null, { status: 204 }),
      'POST /api/public/invitation/': () =>
        json({ token: 'session-token', next: '/360/5/dashboard' }),
    });
    vi.stubGlobal('fetch', fetchStub);
    renderPage();
    expect(
      await screen.findByText(
        'Colin Colleague is signed in on this browser: opening this account ends that session.',
      ),
    ).toBeTruthy();
    await choosePassword();

    expect(await screen.findByText('landed /360/5/dashboard by REPLACE')).toBeTruthy();
    expect(getToken()).toBe('session-token');
    const logout = calls.find((c) => c.url.pathname === '/api/logout');
    expect(logout && bearer(logout.init)).toBe('Bearer old-session');
    const paths = calls.map((c) => `${c.method} ${c.url.pathname}`);
    expect(paths.indexOf('POST /api/logout')).toBeGreaterThan(
      paths.indexOf('POST /api/public/invitation/'),
    );
  });
});
