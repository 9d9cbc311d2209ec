import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveys } from '../db/schema/surveys.ts';
import { welcomePageOf } from '../features/surveys/welcome-page.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { makeSurvey } from '../test/surveys.factory.ts';

/*
 * Decision 041: a survey's welcome page is sent rendered by the server, in the survey's default
 * language, from the build's server bundle (here a stand-in that shows what it was given); each
 * rendering is kept until the survey changes. Anything else gets index.html, as before.
 */
const BUNDLE = `
export async function renderSurveyWelcome(locale, data) {
  return { html: '<h1>' + data.info.survey.title + '</h1>', title: data.info.survey.title };
}
export async function documentOf(template, locale, page, options) {
  return template.replace('ROOT', page.html + ' in ' + locale + (options.surveyLanguage ? ', the survey language' : '') + ' #' + Math.random());
}
`;

describe("a survey's welcome page", () => {
  let webDist: string;
  let t: TestApp;
  let eqPath: string;
  let arabicPath: string;
  let eqId: number;
  beforeAll(async () => {
    webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-web-'));
    await fs.mkdir(path.join(webDist, 'ssr'), { recursive: true });
    await fs.writeFile(path.join(webDist, 'index.html'), '<html>the app</html>');
    await fs.writeFile(path.join(webDist, 'ssr', 'render-page.js'), BUNDLE);
    await fs.writeFile(path.join(webDist, 'ssr', 'survey-welcome.html'), '<html>ROOT</html>');
    t = await buildTestApp({ WEB_DIST: webDist });
    const english = await makeSurvey(t.app, { title: 'Spring check-in' });
    eqId = english.id;
    eqPath = english.path;
    arabicPath = (await makeSurvey(t.app, { title: 'استبيان', defaultLanguage: 'ar' })).path;
  });
  afterAll(async () => {
    await t?.close();
    await fs.rm(webDist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  /** The first page after start, or after a render, waits for the renderer's spare thread. */
  async function rendered(url: string, headers: Record<string, string> = {}) {
    for (let attempt = 0; attempt < 100; attempt++) {
      const res = await get(url, headers);
      if (!res.body.includes('the app')) return res;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`${url} was never rendered`);
  }

  it("is rendered in the survey's default language, never cached, and kept for the next visitor", async () => {
    const first = await rendered(eqPath, { cookie: 'portal_locale=fr' });
    expect(first.body).toMatch(/^<html><h1>Spring check-in<\/h1> in en_GB, the survey language #/);
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(String(first.headers.vary)).toMatch(/cookie/);
    // The same page again: the kept rendering, not a new one.
    expect((await get(eqPath)).body).toBe(first.body);

    const arabic = await rendered(arabicPath);
    expect(arabic.body).toMatch(/^<html><h1>استبيان<\/h1> in ar, the survey language #/);
  });

  it('is rendered again once an administrator has changed the survey', async () => {
    const before = (await rendered(eqPath)).body;
    await t.app.db
      .update(surveys)
      .set({ titles: { en_GB: 'Autumn check-in' } })
      .where(eq(surveys.id, eqId));
    const after = await rendered(eqPath);
    expect(after.body).not.toBe(before);
    expect(after.body).toContain('<h1>Autumn check-in</h1>');
  });

  it('comes compressed to a browser that takes it', async () => {
    const plain = (await rendered(eqPath)).body;
    const br = await get(eqPath, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gzip = await get(eqPath, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain);
  });

  it('is not rendered for an unknown code, a 360 survey, an address with a query, or another page', async () => {
    await rendered(eqPath);
    const code = eqPath.split('/')[2] as string;
    for (const url of [
      `/eq/${'X'.repeat(50)}`,
      `/values/${code}`,
      `/360/${code}`,
      `${eqPath}?tab=login`,
      `/eq/${code}/part/1`,
      '/eq/short',
    ]) {
      expect((await get(url)).body, url).toBe('<html>the app</html>');
    }
  });

  it("never sends the server's own bundle to a browser", async () => {
    for (const url of ['/ssr/render-page.js', '/ssr/survey-welcome.html']) {
      expect((await get(url)).body, url).toBe('<html>the app</html>');
    }
  });
});

describe('welcomePageOf', () => {
  const code = 'A'.repeat(50);
  it('reads the products whose welcome the server renders', () => {
    expect(welcomePageOf(`/eq/${code}`)).toEqual({ product: 'eq', code });
    expect(welcomePageOf(`/discovery-process/${code}/`)).toEqual({ product: 'dp', code });
    expect(welcomePageOf(`/360/${code}`)).toBeNull();
    expect(welcomePageOf(`/admin/${code}`)).toBeNull();
    expect(welcomePageOf(`/eq/${code}x`)).toBeNull();
    expect(welcomePageOf(`/eq/${code}/part/1`)).toBeNull();
  });
});
