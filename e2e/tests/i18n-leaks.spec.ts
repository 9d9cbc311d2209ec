import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  LOCALE_BCP47,
  LOCALE_STORAGE_KEY,
  LOCALES,
  type Locale,
  VISITOR_LOCALE_STORAGE_KEY,
} from '@portal/shared/locales';
import { registerByApi, signInWithToken } from '../support/accounts.ts';
import { beginByApi, DEMO_COURSE_CODE } from '../support/icoach.ts';
import { DEMO, startByApi, text } from '../support/surveys.ts';
import { signInByApi } from '../support/team-survey.ts';

const ADMIN = { email: 'admin@demo.example', password: 'Admin-demo-2026' };
/** Matches no row: a list shows its own words only. */
const NOBODY = 'nobody%40example.invalid';

/*
 * Issue 9: no English words on a page shown in another language. Every main page is loaded once
 * per locale, and its text (with aria-label, title, alt and placeholder) is searched for the
 * en_GB strings of packages/shared/locales that the locale translates: a string of 4 characters
 * or more, whole words only, unless the locale's value is the same (product names) or the locale
 * uses those words itself (a brand inside a translated sentence).
 */

const LOCALES_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../packages/shared/locales',
);

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(name, value);
    else for (const [k, v] of leaves(value, name)) out.set(k, v);
  }
  return out;
}

function strings(locale: string): Map<string, string> {
  const all = new Map<string, string>();
  for (const file of fs.readdirSync(path.join(LOCALES_DIR, locale))) {
    const tree = JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, locale, file), 'utf8')) as Tree;
    for (const [k, v] of leaves(tree, file.replace(/\.json$/, ''))) all.set(k, v);
  }
  return all;
}

interface Needle {
  key: string;
  text: string;
  pattern: RegExp;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The English pieces (between {{values}} and tags) a page in `locale` must not show. */
function englishNeedles(locale: Locale): Needle[] {
  const english = strings('en_GB');
  const own = strings(locale);
  const ownText = [...own.values()].join('\n');
  const needles: Needle[] = [];
  for (const [key, value] of english) {
    if (own.get(key) === value) continue;
    for (const piece of value.split(/\{\{[^}]*\}\}|<[^>]*>|\$t\([^)]*\)|\n/)) {
      const text = piece.trim();
      if (text.length < 4 || !/[A-Za-z]{2}/.test(text) || ownText.includes(text)) continue;
      const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(text)}(?![\\p{L}\\p{N}])`, 'u');
      needles.push({ key, text, pattern });
    }
  }
  return needles;
}

/** What a person reads or hears on the page: its text and the names of its controls. */
function pageText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[aria-label],[title],[alt],[placeholder]')]
      .flatMap((el) => ['aria-label', 'title', 'alt', 'placeholder'].map((a) => el.getAttribute(a)))
      .filter(Boolean);
    return [document.title, document.body.innerText, ...attributes].join('\n');
  });
}

/** A page whose first script finds the language already chosen (by hand: it stays chosen). */
async function pageIn(browser: Browser, locale: Locale, token?: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(
    ([keys, value]) => {
      for (const key of keys) window.localStorage.setItem(key, value);
    },
    [[LOCALE_STORAGE_KEY, VISITOR_LOCALE_STORAGE_KEY], locale] as const,
  );
  if (token) await signInWithToken(page, token);
  return page;
}

/** Loaded: in the language, its heading shown, nothing still loading (and `ready`, if given). */
async function settled(page: Page, locale: Locale, ready?: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', LOCALE_BCP47[locale]);
  await expect(page.locator('h1').first()).toBeVisible();
  if (ready) await expect(page.locator(ready).first()).toBeVisible();
  await expect(page.locator('.mantine-Loader-root, [aria-busy="true"]')).toHaveCount(0);
}

test('the check finds the English of a page left in English', async ({ browser }) => {
  const page = await pageIn(browser, 'en_GB');
  await page.goto('/');
  await settled(page, 'en_GB', 'form');
  const shown = await pageText(page);
  const found = englishNeedles('ar').filter((n) => n.pattern.test(shown));
  await page.context().close();
  expect(found.map((n) => n.key)).toEqual(
    expect.arrayContaining(['accounts.tabs.login', 'accounts.tabs.register']),
  );
});

for (const locale of LOCALES.filter((l) => l !== 'en_GB')) {
  test(`no English string with a translation shows on the main pages in ${locale}`, async ({
    browser,
    request,
  }) => {
    const needles = englishNeedles(locale);
    const account = await registerByApi(request, `leaks-${locale}`, {
      firstName: 'Amal',
      lastName: 'Haddad',
      locale,
    });
    const { token } = account;
    await startByApi(request, token, 'eq', DEMO.eq.code);
    await startByApi(request, token, 'dp', DEMO.dp.code);
    await startByApi(request, token, 'ipulse', DEMO.ipulse.code);
    await startByApi(request, token, 'eq', DEMO.eqPaid.code);
    const { icoachUserId } = await beginByApi(request, token, DEMO_COURSE_CODE);
    const info = await request.get(`/api/public/eq/survey/access-code/${DEMO.eq.code}/`, {
      headers: { 'accept-language': locale },
    });
    const title = ((await info.json()) as { survey: { title: string } }).survey.title;

    const visitor = await pageIn(browser, locale);
    const member = await pageIn(browser, locale, token);
    // Issue 13: the console, as the demo administrator reads it in this language.
    const admin = await pageIn(
      browser,
      locale,
      await signInByApi(request, ADMIN.email, ADMIN.password),
    );
    interface Visit {
      name: string;
      /** An address, or the welcome page's Accept (the section is where it leads). */
      go: string | ((page: Page) => Promise<void>);
      /** What shows once the page has its data. */
      ready?: string;
    }
    const accept = (page: Page) =>
      page.getByRole('button', { name: text(locale, 'surveys', 'welcome.accept') }).click();
    const visits: Visit[][] = [
      [
        { name: 'home (signed out)', go: '/', ready: 'form' },
        { name: 'krisk', go: '/krisk', ready: 'article' },
        { name: '404', go: '/no-such-page/here' },
        { name: 'icoach welcome (signed out)', go: `/icoach/${DEMO_COURSE_CODE}`, ready: 'form' },
      ],
      [
        { name: 'dashboard', go: '/', ready: 'article' },
        { name: 'account', go: '/account', ready: 'form' },
        { name: 'survey welcome', go: `/eq/${DEMO.eq.code}`, ready: 'main button' },
        { name: 'ranking section', go: accept, ready: 'main ol, main ul' },
        { name: 'payment', go: `/payment/eq/${DEMO.eqPaid.code}`, ready: 'main form' },
        { name: 'complete', go: `/complete?title=${encodeURIComponent(title)}` },
        {
          name: 'icoach dashboard',
          go: `/icoach/${icoachUserId}/dashboard`,
          ready: 'main article',
        },
      ],
      [
        { name: 'console overview', go: '/admin', ready: 'main a[href="/admin/people"]' },
        { name: 'console surveys', go: '/admin/surveys?q=Demo', ready: 'main table' },
        { name: 'console new survey', go: '/admin/surveys/new', ready: 'main form' },
        {
          name: 'console questionnaires',
          go: '/admin/surveys/questionnaires',
          ready: 'main tbody tr',
        },
        { name: 'console invitations', go: '/admin/invitations', ready: 'main input' },
        { name: 'console courses', go: '/admin/courses', ready: 'main table' },
        { name: 'console 360 surveys', go: '/admin/360', ready: 'main table' },
        // The console's lists show data (names, mail subjects in their reader's language, survey titles
        // made by other journeys): each is narrowed to rows made in every language (the demo's
        // surveys), to the administrator, or to none, so what is checked is the console's own words.
        { name: 'console people', go: '/admin/people?q=admin%40demo', ready: 'main table' },
        { name: 'console payments', go: `/admin/payments?q=${NOBODY}`, ready: 'main table' },
        { name: 'console exports', go: '/admin/exports', ready: 'main table' },
        { name: 'console outbox', go: `/admin/outbox?q=${NOBODY}`, ready: 'main table' },
        { name: 'console audit log', go: `/admin/audit-log?q=${NOBODY}`, ready: 'main table' },
      ],
    ];
    const leaks: string[] = [];
    // The visitor's and the member's tabs load side by side: one page load per page and locale.
    await Promise.all(
      [visitor, member, admin].map(async (page, tab) => {
        for (const { name, go, ready } of visits[tab]!) {
          if (typeof go === 'string') await page.goto(go);
          else await go(page);
          await settled(page, locale, ready);
          const shown = await pageText(page);
          for (const n of needles) {
            if (n.pattern.test(shown))
              leaks.push(`${name} (${page.url()}): "${n.text}" (${n.key})`);
          }
        }
      }),
    );
    await visitor.context().close();
    await member.context().close();
    await admin.context().close();
    expect(leaks, `English on ${locale} pages`).toEqual([]);
  });
}
