import { createHash } from 'node:crypto';
import { PRERENDER_BOOT_SCRIPT, PRERENDER_GUARD_SCRIPT } from '@portal/shared/prerendered-page';
import fp from 'fastify-plugin';

/** The inline scripts the pages have: a prerendered page's guard and boot (decisions 040, 041). */
const hashOf = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
const PAGE_SCRIPT_HASHES = `${hashOf(PRERENDER_GUARD_SCRIPT)} ${hashOf(PRERENDER_BOOT_SCRIPT)}`;

/**
 * The security headers that matter here, set once per response for little cost (STACK-NOTES:
 * helmet's per-response work halves throughput).
 */
const HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'content-security-policy': `default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; script-src 'self' ${PAGE_SCRIPT_HASHES}; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'`,
};

/** HSTS only when the portal is served over https: a browser would otherwise pin plain http. */
const HSTS = { 'strict-transport-security': 'max-age=31536000; includeSubDomains' };

export const securityHeadersPlugin = fp(async (app) => {
  // Built once here, so each response still costs a single headers() call.
  const headers = app.config.publicUrl.startsWith('https://') ? { ...HEADERS, ...HSTS } : HEADERS;
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(headers);
  });
});
