import { registrationForm } from '../src/test/accounts.factory.ts';

/* Requests of the scale-out check, to one process or through nginx, as a browser sends them. */

export type Target = { name: string; url: string };

export interface Reply {
  status: number;
  /** The process nginx passed the request to (its X-Upstream header); null from a process. */
  upstream: string | null;
  type: string | null;
  body: Buffer;
  json<T = Record<string, unknown>>(): T;
}

export async function send(
  target: Target,
  method: string,
  url: string,
  options: {
    token?: string;
    json?: unknown;
    body?: Buffer;
    contentType?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  if (options.contentType) headers['content-type'] = options.contentType;
  const res = await fetch(`${target.url}${url}`, {
    method,
    headers,
    body: options.json !== undefined ? JSON.stringify(options.json) : options.body,
    signal: AbortSignal.timeout(30_000),
  });
  const body = Buffer.from(await res.arrayBuffer());
  return {
    status: res.status,
    upstream: res.headers.get('x-upstream'),
    type: res.headers.get('content-type'),
    body,
    json: <T>() => JSON.parse(body.toString()) as T,
  };
}

/** Registers a new person through `target`, as the web app does; answers email, password, token. */
export async function register(target: Target) {
  const form = registrationForm();
  const res = await send(target, 'POST', '/api/public/registration', {
    json: { registrationForm: form },
  });
  if (res.status !== 201) {
    throw new Error(`registration on ${target.name}: ${res.status} ${res.body}`);
  }
  return {
    email: form.email,
    password: form.password,
    token: res.json<{ token: string }>().token,
  };
}
