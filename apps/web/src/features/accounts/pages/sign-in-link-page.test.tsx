import { STORAGE_KEYS } from '@portal/shared/client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation, useNavigationType } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken, setToken } from '../../../lib/session';
import { json, renderWithProviders, stubFetch } from '../../../test/render';
import { SignInLinkPage } from './sign-in-link-page';

const LINK_TOKEN = 'b'.repeat(43);
const DEAD = 'This sign-in link is not valid or has expired.';
const rater = { id: 21, fullName: 'Rana Rater', locale: 'en_GB', image: { fileURL: null } };

/** Where the page went, and whether it replaced its own history entry. */
function Landed() {
  const location = useLocation();
  return <p>{`landed ${location.pathname} by ${useNavigationType()}`}</p>;
}

// StrictMode at the root, as in main.tsx: effects run twice in development, yet the token must
// go once. (A StrictMode nested inside the providers would not run them twice.)
function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/sign-in/:token" element={<SignInLinkPage />} />
      <Route path="*" element={<Landed />} />
    </Routes>,
    { route: `/sign-in/${LINK_TOKEN}`, reactStrictMode: true },
  );
}

const bearer = (init: RequestInit) => new Headers(init.headers).get('authorization');
const linkCalls = <C extends { url: URL }>(calls: C[]) =>
  calls.filter((c) => c.url.pathname === '/api/public/sign-in-link/');

function expectTokenKeptNowhere() {
  expect(JSON.stringify({ ...window.localStorage, ...window.sessionStorage })).not.toContain(
    LINK_TOKEN,
  );
}

describe('the sign-in link page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('spends the token once, signs in as sign-in does and replaces its entry with next', async () => {
    let answer: (response: Response) => void = () => {};
    const { fetchStub, calls } = stubFetch({
      'POST /api/public/sign-in-link/': () => new Promise<Response>((r) => (answer = r)),
      'GET /api/me': () => json(rater),
    });
    vi.stubGlobal('fetch', fetchStub);
    renderPage();

    // While the link is spent: a loader with words, under a heading.
    expect((await screen.findByRole('status')).textContent).toBe('Opening your session…');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Signing you in');
    answer(json({ token: 'session-token', next: '/360/5/user/8/everyday' }));

    expect(await screen.findByText('landed /360/5/user/8/everyday by REPLACE')).toBeTruthy();
    expect(getToken()).toBe('session-token');
    expect(linkCalls(calls)).toHaveLength(1);
    expect(JSON.parse(String(linkCalls(calls)[0]?.init.body))).toEqual({ token: LINK_TOKEN });
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBe('session-token');
    expectTokenKeptNowhere();
  });

  it('lands home when the link names no page, or one that is not of this portal', async () => {
    for (const next of [null, '//evil.example/360']) {
      vi.stubGlobal(
        'fetch',
        stubFetch({
          'POST /api/public/sign-in-link/': () => json({ token: 'session-token', next }),
          'GET /api/me': () => json(rater),
        }).fetchStub,
      );
      const { unmount } = renderPage();
      expect(await screen.findByText('landed / by REPLACE')).toBeTruthy();
      unmount();
      window.localStorage.clear();
    }
  });

  it("shows a used or expired link's message, the way to sign in and to a new password", async () => {
    const { fetchStub, calls } = stubFetch({
      'POST /api/public/sign-in-link/': () => json({ message: DEAD }, 403),
    });
    vi.stubGlobal('fetch', fetchStub);
    renderPage();

    expect((await screen.findByRole('alert')).textContent).toBe(DEAD);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'This link did not sign you in',
    );
    expect(
      screen
        .getByRole('link', { name: 'Sign in with your email and password' })
        .getAttribute('href'),
    ).toBe('/');
    expect(
      screen
        .getByRole('link', { name: 'Forgot your password? Get a link to choose a new one' })
        .getAttribute('href'),
    ).toBe('/request-reset-password');
    // A refused link is not worth another try.
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(linkCalls(calls)).toHaveLength(1);
    expect(getToken()).toBeNull();
    expectTokenKeptNowhere();
  });

  it("tells too many tries in the server's words, and a second try can still sign in", async () => {
    let limited = true;
    const { fetchStub, calls } = stubFetch({
      'POST /api/public/sign-in-link/': () =>
        limited
          ? json({ message: 'Too many requests from here. Please try again in 60 minutes.' }, 429)
          : json({ token: 'session-token', next: '/360/5/dashboard' }),
      'GET /api/me': () => json(rater),
    });
    vi.stubGlobal('fetch', fetchStub);
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many requests from here. Please try again in 60 minutes.',
    );

    limited = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('landed /360/5/dashboard by REPLACE')).toBeTruthy();
    expect(linkCalls(calls)).toHaveLength(2);
  });

  it('says so in its own words when the server or the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'POST /api/public/sign-in-link/': () => {
          throw new TypeError('Failed to fetch');
        },
      }).fetchStub,
    );
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Something went wrong while signing you in. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('replaces whoever was signed in, ending their session on the server once the link worked', async () => {
    setToken('old-session');
    const colleague = { ...rater, id: 3, fullName: 'Colin Colleague' };
    const { fetchStub, calls } = stubFetch({
      'GET /api/me': (init) => json(bearer(init) === 'Bearer old-session' ? colleague : rater),
      'POST /api/logout': () => new Response(null, { status: 204 }),
      'POST /api/public/sign-in-link/': () =>
        json({ token: 'session-token', next: '/360/5/dashboard' }),
    });
    vi.stubGlobal('fetch', fetchStub);
    renderPage();

    expect(await screen.findByText('landed /360/5/dashboard by REPLACE')).toBeTruthy();
    expect(getToken()).toBe('session-token');
    const logout = calls.find((c) => c.url.pathname === '/api/logout');
    expect(logout && bearer(logout.init)).toBe('Bearer old-session');
    const order = calls.map((c) => `${c.method} ${c.url.pathname}`);
    expect(order.indexOf('POST /api/logout')).toBeGreaterThan(
      order.indexOf('POST /api/public/sign-in-link/'),
    );
  });

  it('keeps whoever was signed in when the link fails, and offers their home page', async () => {
    setToken('old-session');
    const colleague = { ...rater, id: 3, fullName: 'Colin Colleague' };
    const { fetchStub, calls } = stubFetch({
      'GET /api/me': () => json(colleague),
      'POST /api/public/sign-in-link/': () => json({ message: DEAD }, 403),
    });
    vi.stubGlobal('fetch', fetchStub);
    renderPage();

    expect((await screen.findByRole('alert')).textContent).toBe(DEAD);
    expect(
      await screen.findByText('Colin Colleague is still signed in on this browser.'),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Continue to the home page' }).getAttribute('href'),
    ).toBe('/');
    expect(screen.queryByRole('link', { name: /forgot your password/i })).toBeNull();
    expect(getToken()).toBe('old-session');
    expect(calls.some((c) => c.url.pathname === '/api/logout')).toBe(false);
  });
});
