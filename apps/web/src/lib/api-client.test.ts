import { STORAGE_KEYS } from '@portal/shared/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../test/render';
import { ApiError, api, request, setUnauthorizedHandler } from './api-client';
import { endLocalSession } from './end-session';
import { changeLocale } from './i18n';
import { queryClient } from './query-client';
import { getToken, setToken } from './session';

describe('api client', () => {
  const onUnauthorized = vi.fn();
  beforeEach(() => setUnauthorizedHandler(onUnauthorized));
  afterEach(() => {
    vi.unstubAllGlobals();
    onUnauthorized.mockReset();
  });

  it('sends the client key, JSON accept, the language and the bearer token', async () => {
    const { fetchStub, calls } = stubFetch({ 'GET /api/me': () => json({ id: 1 }) });
    vi.stubGlobal('fetch', fetchStub);
    setToken('token-1');
    await changeLocale('ar');
    try {
      await expect(api.get('/me')).resolves.toEqual({ id: 1 });
    } finally {
      await changeLocale('en_GB');
    }
    const headers = new Headers(calls[0]?.init.headers);
    expect(headers.get('X-AUTH-TOKEN')).toBe('talent-portal-web');
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('Accept-Language')).toBe('ar');
    expect(headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('sends no Authorization header when signed out, and JSON bodies with their type', async () => {
    const { fetchStub, calls } = stubFetch({ 'POST /api/login_check': () => json({ token: 't' }) });
    vi.stubGlobal('fetch', fetchStub);
    await api.post('/login_check', { email: 'a@b.co', password: 'x' });
    const headers = new Headers(calls[0]?.init.headers);
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]?.init.body).toBe('{"email":"a@b.co","password":"x"}');
  });

  it('reads { message, errors } into an ApiError with the status', async () => {
    const body = {
      message: 'Please correct the highlighted fields.',
      errors: { email: ['Taken', 'Bad'], x: 'One' },
    };
    vi.stubGlobal(
      'fetch',
      stubFetch({ 'POST /api/public/registration': () => json(body, 400) }).fetchStub,
    );
    const error = await api.post('/public/registration', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Please correct the highlighted fields.',
      errors: { email: ['Taken', 'Bad'], x: ['One'] },
    });
  });

  it('gives an empty message when the error body is not JSON', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({ 'GET /api/me': () => new Response('<html>', { status: 502 }) }).fetchStub,
    );
    await expect(api.get('/me')).rejects.toMatchObject({ status: 502, message: '', errors: {} });
  });

  it('logs out on a 401 to a call made with a token', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({ 'GET /api/me': () => json({ message: 'Please sign in to continue.' }, 401) })
        .fetchStub,
    );
    setToken('expired');
    await expect(api.get('/me')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not log out when the sign-in itself answers 401 (wrong password)', async () => {
    const answer = () => json({ message: 'Incorrect email or password' }, 401);
    vi.stubGlobal('fetch', stubFetch({ 'POST /api/login_check': answer }).fetchStub);
    await expect(api.post('/login_check', {})).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not end a newer session when an older call answers 401 late', async () => {
    let release: (r: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      stubFetch({ 'GET /api/me': () => new Promise<Response>((r) => (release = r)) }).fetchStub,
    );
    setToken('old');
    const pending = api.get('/me').catch((e: unknown) => e);
    setToken('new');
    release(json({ message: 'no' }, 401));
    await pending;
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('ending the session forgets the token and every cached answer', () => {
    setToken('t');
    window.localStorage.setItem(STORAGE_KEYS.impersonated, 'true');
    queryClient.setQueryData(['accounts', 'me'], { id: 1 });
    endLocalSession();
    expect(getToken()).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.impersonated)).toBeNull();
    expect(queryClient.getQueryData(['accounts', 'me'])).toBeUndefined();
  });

  it('refuses an unknown method (platform spec §7)', async () => {
    await expect(request('FETCH', '/me')).rejects.toThrow('Unknown request method: FETCH');
  });
});
