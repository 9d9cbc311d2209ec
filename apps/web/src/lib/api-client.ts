import { API_PREFIX, CLIENT_KEY, CLIENT_KEY_HEADER } from '@portal/shared/client';
import type { Locale } from '@portal/shared/locales';
import { getLocale } from './locale';
import { getToken } from './session';

/** A failed call: the status, the server's (already translated) message and per-field messages. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string[]>;
  readonly body: unknown;

  constructor(
    status: number,
    message: string,
    errors: Record<string, string[]> = {},
    body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.body = body;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Overrides the Accept-Language of this call (lists cached per language name theirs). */
  locale?: Locale;
  /** How to read a successful answer; JSON unless told. */
  responseType?: 'json' | 'blob' | 'text';
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type Method = (typeof METHODS)[number];

let onUnauthorized: () => void = () => {};

/** The app decides what a 401 does (platform spec §4: "A 401 on any call logs out"). */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

function buildUrl(path: string, query?: Query): string {
  const url = `${API_PREFIX}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return await response.json();
    } catch {
      return null;
    }
  }
  return response.text().catch(() => null);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads `{ message, errors? }` (or the 360 calls' `detail`); anything else gives an empty message. */
export async function toApiError(response: Response): Promise<ApiError> {
  const body = await readBody(response);
  if (!isRecord(body)) return new ApiError(response.status, '', {}, body);
  const message =
    (typeof body.message === 'string' && body.message) ||
    (typeof body.detail === 'string' && body.detail) ||
    (typeof body.error === 'string' && body.error) ||
    '';
  const errors: Record<string, string[]> = {};
  if (isRecord(body.errors)) {
    for (const [field, value] of Object.entries(body.errors)) {
      const list = Array.isArray(value) ? value : [value];
      const texts = list.filter((v): v is string => typeof v === 'string' && v.length > 0);
      if (texts.length) errors[field] = texts;
    }
  }
  return new ApiError(response.status, message, errors, body);
}

/**
 * The one call wrapper (platform spec §7): every call carries the client key, a JSON accept
 * header, Accept-Language from the current locale and the bearer token when signed in.
 */
export async function request<T>(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  // platform spec §7: "The shared call wrapper raises an error for an unknown method."
  if (!(METHODS as readonly string[]).includes(method)) {
    throw new Error(`Unknown request method: ${method}`);
  }
  const headers = new Headers({
    [CLIENT_KEY_HEADER]: CLIENT_KEY,
    Accept: 'application/json',
    'Accept-Language': options.locale ?? getLocale(),
    ...options.headers,
  });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }

  const response = await fetch(buildUrl(path, options.query), {
    method,
    headers,
    body,
    signal: options.signal,
    credentials: 'same-origin',
  });

  if (!response.ok) {
    // Only a call made with a token can end a session; a 401 from the sign-in call itself means
    // wrong credentials. A late answer to a call made with an older token (before an
    // impersonation switch, say) must not end the new session either.
    if (response.status === 401 && token && getToken() === token) onUnauthorized();
    throw await toApiError(response);
  }
  if (response.status === 204) return undefined as T;
  if (options.responseType === 'blob') return (await response.blob()) as T;
  if (options.responseType === 'text') return (await response.text()) as T;
  return (await readBody(response)) as T;
}

type BodyOptions = Omit<RequestOptions, 'body'>;

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: BodyOptions) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: BodyOptions) =>
    request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: BodyOptions) =>
    request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, body?: unknown, options?: BodyOptions) =>
    request<T>('DELETE', path, { ...options, body }),
};
