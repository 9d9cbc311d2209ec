import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PRERENDER_BOOT_SCRIPT, PRERENDER_GUARD_SCRIPT } from '@portal/shared/prerendered-page';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { localeOfCookie } from './web-app.ts';

/*
 * Decision 040: `/` is sent as the home page the build rendered for a visitor, in the language
 * of the browser's cookie; every other address, and `/` with a query, gets index.html.
 */
describe('the prerendered home page', () => {
  let webDist: string;
  let t: TestApp;
  beforeAll(async () => {
    webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-web-'));
    await fs.mkdir(path.join(webDist, 'prerendered', 'home'), { recursive: true });
    await fs.writeFile(path.join(webDist, 'index.html'), '<html>the app</html>');
    for (const locale of ['en_GB', 'ar']) {
      await fs.writeFile(
        path.join(webDist, 'prerendered', 'home', `${locale}.html`),
        `<html>home in ${locale}</html>`,
      );
    }
    t = await buildTestApp({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await t?.close();
    await fs.rm(webDist, { recursive: true, force: true });
  });

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it("sends `/` in the cookie's language, en_GB without one, never cached and varying by cookie", async () => {
    const first = await get('/');
    expect(first.body).toBe('<html>home in en_GB</html>');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(String(first.headers.vary).toLowerCase()).toContain('cookie');

    expect((await get('/', 'other=1; portal_locale=ar')).body).toBe('<html>home in ar</html>');
  });

  it('sends the app itself for a language it has no page for, en_GB for one that is not a language', async () => {
    expect((await get('/', 'portal_locale=ja')).body).toBe('<html>the app</html>');
    expect((await get('/', 'portal_locale=../../index')).body).toBe('<html>home in en_GB</html>');
  });

  it('sends the app itself for `/` with a query (a notice, an impersonation link) and elsewhere', async () => {
    expect((await get('/?message=password_reset', 'portal_locale=ar')).body).toBe(
      '<html>the app</html>',
    );
    expect((await get('/eq/some-code', 'portal_locale=ar')).body).toBe('<html>the app</html>');
  });

  it("lets the page's two inline scripts run, and no other", async () => {
    const csp = String((await get('/')).headers['content-security-policy']);
    const hash = (script: string) => createHash('sha256').update(script).digest('base64');
    const scriptSrc = csp.split(';').find((part) => part.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe(
      `script-src 'self' 'sha256-${hash(PRERENDER_GUARD_SCRIPT)}' 'sha256-${hash(PRERENDER_BOOT_SCRIPT)}'`,
    );
  });
});

describe('localeOfCookie', () => {
  it('reads the language among other cookies, and falls back to en_GB', () => {
    expect(localeOfCookie('a=b; portal_locale=zh_Hans; c=d')).toBe('zh_Hans');
    expect(localeOfCookie('xportal_locale=ar')).toBe('en_GB');
    expect(localeOfCookie('portal_locale=xx')).toBe('en_GB');
    expect(localeOfCookie(undefined)).toBe('en_GB');
  });
});
