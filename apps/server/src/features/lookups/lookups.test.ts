import { LOCALE_BCP47, LOCALES, type Locale } from '@portal/shared/locales';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationFields } from '../../db/schema/lookups.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string, locale?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: locale ? { 'accept-language': locale } : {},
  });

/** True when the names are in the order the locale's collation gives. */
function isSorted(names: string[], locale: Locale): boolean {
  const collator = new Intl.Collator(LOCALE_BCP47[locale]);
  return names.every((name, i) => i === 0 || collator.compare(names[i - 1] as string, name) <= 0);
}

const ARABIC = /[\u0600-\u06FF]/;

describe('GET /api/public/nationalities', () => {
  it('lists about 198 nationalities with unique ids, sorted by name', async () => {
    const res = await get('/api/public/nationalities');
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: number; nationality: string }[];
    expect(list.length).toBeGreaterThanOrEqual(190);
    expect(list.length).toBeLessThanOrEqual(210);
    expect(new Set(list.map((n) => n.id)).size).toBe(list.length);
    expect(list.every((n) => n.nationality.length > 0)).toBe(true);
    expect(
      isSorted(
        list.map((n) => n.nationality),
        'en_GB',
      ),
    ).toBe(true);
    expect(list.map((n) => n.nationality)).toContain('United Kingdom');
  });

  it('answers Arabic names, sorted in Arabic, for Accept-Language: ar', async () => {
    const [en, ar] = [
      await get('/api/public/nationalities'),
      await get('/api/public/nationalities', 'ar'),
    ];
    const list = ar.json() as { id: number; nationality: string }[];
    expect(list).toHaveLength(en.json().length);
    expect(list.every((n) => ARABIC.test(n.nationality))).toBe(true);
    expect(
      isSorted(
        list.map((n) => n.nationality),
        'ar',
      ),
    ).toBe(true);
    // The same ids, only named and ordered differently.
    const ids = (l: { id: number }[]) => l.map((n) => n.id).sort((a, b) => a - b);
    expect(ids(list)).toEqual(ids(en.json()));
  });

  it.each(LOCALES)('answers a sorted, complete list in %s', async (locale) => {
    const list = (await get('/api/public/nationalities', locale)).json() as {
      nationality: string;
    }[];
    expect(list.length).toBeGreaterThanOrEqual(190);
    expect(
      isSorted(
        list.map((n) => n.nationality),
        locale,
      ),
    ).toBe(true);
  });

  it('may be cached for a while, one copy per language', async () => {
    const res = await get('/api/public/nationalities');
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(String(res.headers.vary)).toMatch(/accept-language/i);
  });
});

describe.each([
  ['/api/public/industries', 'industryName'],
  ['/api/public/markets', 'marketName'],
  ['/api/public/roles', 'roleName'],
])('GET %s', (url, key) => {
  it(`lists items of { id, ${key} } sorted by name`, async () => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    const list = res.json() as Record<string, unknown>[];
    expect(list.length).toBeGreaterThan(0);
    for (const item of list) {
      expect(Object.keys(item).sort()).toEqual(['id', key].sort());
      expect(typeof item.id).toBe('number');
      expect(String(item[key]).length).toBeGreaterThan(0);
    }
    expect(
      isSorted(
        list.map((i) => String(i[key])),
        'en_GB',
      ),
    ).toBe(true);
  });

  it('is translated for Arabic and Japanese', async () => {
    const en = (await get(url)).json() as Record<string, string>[];
    for (const locale of ['ar', 'ja'] as const) {
      const other = (await get(url, locale)).json() as Record<string, string>[];
      expect(other).toHaveLength(en.length);
      const byId = new Map(en.map((i) => [i.id, i[key]]));
      expect(other.some((i) => i[key] !== byId.get(i.id))).toBe(true);
      expect(
        isSorted(
          other.map((i) => i[key] as string),
          locale,
        ),
      ).toBe(true);
    }
  });
});

describe('GET /api/public/end-user-code-options', () => {
  it('lists the four coded lists, each in its own order with its own id range', async () => {
    const res = await get('/api/public/end-user-code-options');
    expect(res.statusCode).toBe(200);
    const body = res.json() as Record<string, { id: number; name: string }[]>;
    expect(Object.keys(body).sort()).toEqual(['jobFunction', 'level', 'location', 'region']);
    const ranges = { jobFunction: 100, region: 200, location: 300, level: 400 };
    for (const [list, base] of Object.entries(ranges)) {
      const items = body[list] ?? [];
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((i) => i.id > base && i.id < base + 100 && i.name.length > 0)).toBe(true);
    }
  });

  it('keeps its order in every language and translates the names', async () => {
    const en = (await get('/api/public/end-user-code-options')).json();
    const ja = (await get('/api/public/end-user-code-options', 'ja')).json();
    for (const list of ['jobFunction', 'region', 'location', 'level']) {
      const ids = (l: { id: number }[]) => l.map((i) => i.id);
      expect(ids(ja[list])).toEqual(ids(en[list]));
    }
    expect(ja.level[0].name).not.toBe(en.level[0].name);
  });
});

describe('GET /api/public/countries', () => {
  it('lists about 250 ISO countries, United Kingdom first, the rest sorted', async () => {
    const res = await get('/api/public/countries');
    expect(res.statusCode).toBe(200);
    const list = res.json() as { code: string; name: string }[];
    expect(list.length).toBeGreaterThanOrEqual(240);
    expect(list.length).toBeLessThanOrEqual(260);
    expect(list[0]).toEqual({ code: 'GB', name: 'United Kingdom' });
    expect(list.every((c) => /^[A-Z]{2}$/.test(c.code))).toBe(true);
    expect(new Set(list.map((c) => c.code)).size).toBe(list.length);
    expect(
      isSorted(
        list.slice(1).map((c) => c.name),
        'en_GB',
      ),
    ).toBe(true);
  });

  it("in French starts with 'Royaume-Uni'", async () => {
    const list = (await get('/api/public/countries', 'fr')).json() as {
      code: string;
      name: string;
    }[];
    expect(list[0]).toEqual({ code: 'GB', name: 'Royaume-Uni' });
    expect(
      isSorted(
        list.slice(1).map((c) => c.name),
        'fr',
      ),
    ).toBe(true);
  });

  it('in Arabic is named in Arabic script', async () => {
    const list = (await get('/api/public/countries', 'ar')).json() as { name: string }[];
    expect(ARABIC.test(list[0]?.name ?? '')).toBe(true);
  });
});

describe('GET /api/public/registration-fields', () => {
  it('offers the phone by default', async () => {
    const res = await get('/api/public/registration-fields');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ fields: ['phone'] });
  });

  it('stops offering the phone when an operator switches it off', async () => {
    await t.app.db
      .update(registrationFields)
      .set({ enabled: false })
      .where(eq(registrationFields.name, 'phone'));
    try {
      expect((await get('/api/public/registration-fields')).json()).toEqual({ fields: [] });
    } finally {
      await t.app.db
        .update(registrationFields)
        .set({ enabled: true })
        .where(eq(registrationFields.name, 'phone'));
    }
  });
});
