import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../lib/i18n.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

// The app serves a stand-in web build, so the fallback to index.html is exercised as well.
let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-web-'));
  await fs.mkdir(path.join(webDist, 'assets'));
  await fs.writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>portal</title>');
  await fs.writeFile(path.join(webDist, 'assets', 'app-1234.js'), 'console.log(1)');
  await fs.writeFile(path.join(webDist, 'favicon.svg'), '<svg/>');
  t = await buildTestApp(
    { WEB_DIST: webDist },
    {
      beforeReady(app) {
        app.get('/api/test/boom', async () => {
          throw new Error('database password is hunter2 at /srv/app/secret.ts:12');
        });
        app.get('/api/test/crash-sync', () => {
          JSON.parse('{not json');
        });
      },
    },
  );
});
afterAll(async () => {
  await t.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

const NOT_FOUND = 'Sorry, we could not find what you were looking for.';

describe('unknown paths', () => {
  it.each(['GET', 'POST', 'PUT', 'DELETE'] as const)(
    '%s on an unknown /api path answers a JSON 404 with the message',
    async (method) => {
      const res = await t.app.inject({ method, url: '/api/no/such/thing?x=1' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ message: NOT_FOUND });
    },
  );

  it('the 404 message follows Accept-Language', async () => {
    for (const locale of ['fr', 'ar', 'ja']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/nothing-here',
        headers: { 'accept-language': locale },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(translate(locale as 'fr', 'errors.not_found'));
      expect(res.json().message).not.toBe(NOT_FOUND);
    }
  });

  it('a client route of the web app answers index.html', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/account' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<title>portal</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('a built asset is served with a long cache lifetime', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('a file at the root of the build is served as itself', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('<svg/>');
  });

  it('a path that climbs out of the build is not served', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/..%2f..%2fetc%2fpasswd' });
    expect(res.body).not.toContain('root:');
  });

  it('a POST to a non-API path is a JSON 404, not the web app', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/account' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: NOT_FOUND });
  });
});

describe('unexpected errors', () => {
  it.each(['/api/test/boom', '/api/test/crash-sync'])(
    '%s answers 500 with a generic message and a request id, and no detail',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(500);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(['message', 'requestId']);
      expect(body.message).toBe('Something went wrong on our side. Please try again.');
      expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.body).not.toMatch(/hunter2|secret\.ts|stack|JSON|at /);
    },
  );

  it('each failed request has its own request id', async () => {
    const a = (await t.app.inject({ method: 'GET', url: '/api/test/boom' })).json();
    const b = (await t.app.inject({ method: 'GET', url: '/api/test/boom' })).json();
    expect(a.requestId).not.toBe(b.requestId);
  });

  it('a request id sent by the client is not trusted as ours', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/test/boom',
      headers: { 'request-id': 'client-chosen', 'x-request-id': 'client-chosen' },
    });
    expect(res.json().requestId).not.toBe('client-chosen');
  });

  it('the 500 message is translated', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/test/boom',
      headers: { 'accept-language': 'de' },
    });
    expect(res.json().message).toBe(translate('de', 'errors.internal'));
  });
});

describe("Fastify's own 4xx answers", () => {
  it('a JSON body over 1 MB is a 413 with a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The request is too large.' });
  });

  it('a body of an unsupported type is a 415 with a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      headers: { 'content-type': 'application/xml' },
      payload: '<email>a@example.com</email>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'This type of content is not supported.' });
  });

  it('a validation error answers the form message and per-field messages, translated', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login_check',
      headers: { 'accept-language': 'fr' },
      payload: { email: '', password: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: translate('fr', 'errors.validation'),
      errors: {
        email: [translate('fr', 'validation.email_required')],
        password: [translate('fr', 'validation.password_required')],
      },
    });
  });
});

describe('every response', () => {
  it.each(['/api/public/nationalities', '/api/no-such-path', '/healthz', '/account'])(
    '%s carries the security headers',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['referrer-policy']).toBeTruthy();
    },
  );
});

describe('GET /api/docs/json', () => {
  it('is an OpenAPI document that lists the account routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Talent Portal API');
    expect(doc.paths['/api/login_check']).toHaveProperty('post');
    expect(doc.paths['/api/me']).toHaveProperty('get');
    expect(doc.paths['/api/user/{id}']).toHaveProperty('put');
    expect(doc.paths['/api/user/{id}/delete_picture']).toHaveProperty('delete');
    expect(doc.paths['/api/public/nationalities']).toHaveProperty('get');
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths).not.toHaveProperty('/healthz');
  });

  it('describes the sign-in body from the shared schema', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const body = doc.paths['/api/login_check'].post.requestBody.content['application/json'].schema;
    expect(body.properties).toHaveProperty('email');
    expect(body.properties).toHaveProperty('password');
    expect(body.required).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('the documentation page is served', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(res.statusCode);
  });
});
