import { stdSerializers } from 'pino';

/**
 * Keeps secrets that travel in URLs out of the log (hardening issue): reset links
 * (`/reset-password/{email}/{token}`), impersonation links (`/?impersonate_user=...&token=...`)
 * and survey links whose 50-character access code is the only key.
 */
export const REDACTED = '[redacted]';

/** Everything after this segment is the reset link's email and token. */
const RESET_SEGMENT = 'reset-password';
/** A long run of URL-safe characters: tokens (base64url) and access codes. */
const TOKEN_RUN = /[A-Za-z0-9_-]{20,}/;
/** Route names are lowercase words joined by hyphens (`end-user-code-options`): not secrets. */
const ROUTE_WORDS = /^[a-z]+(?:-[a-z]+)*$/;

function isSecretSegment(segment: string): boolean {
  if (segment.includes('@') || segment.toLowerCase().includes('%40')) return true;
  return TOKEN_RUN.test(segment) && !ROUTE_WORDS.test(segment);
}

function redactPath(path: string): string {
  let afterReset = false;
  return path
    .split('/')
    .map((segment) => {
      if (segment === '') return segment;
      if (afterReset || isSecretSegment(segment)) return REDACTED;
      if (segment === RESET_SEGMENT) afterReset = true;
      return segment;
    })
    .join('/');
}

/** Every value becomes `[redacted]`; keys stay, unless a bare key itself looks like a secret. */
function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq === -1) return isSecretSegment(pair) ? REDACTED : pair;
      return `${pair.slice(0, eq)}=${REDACTED}`;
    })
    .join('&');
}

/**
 * Whatever a URL must hold for redactUrl to change it: a query, a hash, an email, a reset link or
 * a run long enough to be a token. Most API paths hold none, and are logged as they are without
 * being taken apart (issue 14: a request's log line is a tenth of a light call's CPU).
 */
const MAYBE_SECRET = /[?#@]|%40|reset-password|[A-Za-z0-9_-]{20,}/i;

/** A request URL (path and query, as `request.url`) with its secrets replaced. */
export function redactUrl(url: string): string {
  if (!MAYBE_SECRET.test(url)) return url;
  const hash = url.indexOf('#');
  const withoutHash = hash === -1 ? url : url.slice(0, hash);
  const q = withoutHash.indexOf('?');
  if (q === -1) return redactPath(withoutHash);
  return `${redactPath(withoutHash.slice(0, q))}?${redactQuery(withoutHash.slice(q + 1))}`;
}

/** A path or URL inside free text, such as Fastify's "Route GET:/reset-password/... not found". */
const URL_IN_TEXT = /(?:https?:\/\/[^\s/"'<>]+)?\/[^\s"'<>]*/g;

/** Free text with every URL in it redacted. */
export function redactUrlsIn(text: string): string {
  return text.replace(URL_IN_TEXT, (match) => {
    const origin = /^https?:\/\/[^/]+/.exec(match)?.[0] ?? '';
    return origin + redactUrl(match.slice(origin.length));
  });
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  headers?: Record<string, string | string[] | undefined>;
  socket?: { remotePort?: number };
}

/** Fastify's own request serializer, with the URL redacted. */
export function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: request.headers?.['accept-version']?.toString(),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

type SerializedError = ReturnType<typeof stdSerializers.err> & {
  url?: unknown;
  aggregateErrors?: SerializedError[];
};

/** A stack frame names a file, not a request: left as it is. */
const STACK_FRAME = /^\s+at /;

/**
 * pino's error serializer (which folds causes into the message and stack), with URLs redacted
 * from the message, the stack's message lines and a `url` property.
 */
export function serializeError(error: Error): SerializedError {
  const out = stdSerializers.err(error) as SerializedError;
  // Something thrown that is not an error comes back as it is.
  if (out && typeof out === 'object') redactSerializedError(out);
  return out;
}

function redactSerializedError(out: SerializedError): void {
  if (typeof out.message === 'string') out.message = redactUrlsIn(out.message);
  if (typeof out.stack === 'string') {
    out.stack = out.stack
      .split('\n')
      .map((line) => (STACK_FRAME.test(line) ? line : redactUrlsIn(line)))
      .join('\n');
  }
  if (typeof out.url === 'string') out.url = redactUrl(out.url);
  for (const inner of out.aggregateErrors ?? []) redactSerializedError(inner);
}
