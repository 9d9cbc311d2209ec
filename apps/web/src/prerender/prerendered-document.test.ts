import { PRERENDER_BOOT_SCRIPT, PRERENDER_GUARD_SCRIPT } from '@portal/shared/prerendered-page';
import { describe, expect, it } from 'vitest';
import { prerenderedDocument } from './prerendered-document';

const TEMPLATE = `<!doctype html>
<html lang="en-GB" dir="ltr">
  <head>
    <title>Talent Portal</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/en_GB-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-3.css">
  </head>
  <body>
    <noscript>Talent Portal needs JavaScript.</noscript>
    <div id="root"></div>
  </body>
</html>`;

describe('prerenderedDocument', () => {
  it('puts the page, its language and direction, its title and the guard into index.html', () => {
    const page = prerenderedDocument(TEMPLATE, 'ar', {
      html: '<h1>مرحبًا</h1>',
      title: 'A & B',
      noscript: 'يحتاج Talent Portal إلى JavaScript <b>',
    });
    expect(page).toContain(
      '<html lang="ar" dir="rtl" data-mantine-color-scheme="light" data-prerendered="ar" data-prerendered-page="home">',
    );
    expect(page).toContain('<title>A &amp; B</title>');
    expect(page).toContain('<noscript>يحتاج Talent Portal إلى JavaScript &lt;b&gt;</noscript>');
    expect(page).toContain(`<script>${PRERENDER_GUARD_SCRIPT}</script>`);
    expect(page).toContain('<div id="root"><h1>مرحبًا</h1></div>');
  });

  it("marks a survey's welcome page, and carries its answers where no text can end the script", () => {
    const page = prerenderedDocument(
      TEMPLATE,
      'fr',
      {
        html: '<p>Bienvenue</p>',
        title: 'Enquête',
        queries: {
          mutations: [],
          queries: [{ data: '</script><script>alert(1)</script>' }],
        } as never,
      },
      { page: 'survey-welcome', surveyLanguage: true },
    );
    expect(page).toContain(
      'data-prerendered="fr" data-prerendered-page="survey-welcome" data-survey-language>',
    );
    const json = page.match(
      /<script type="application\/json" id="prerendered-queries">(.*?)<\/script>/,
    );
    expect(json?.[1]).not.toContain('<');
    expect(JSON.parse(json?.[1] ?? '')).toEqual({
      mutations: [],
      queries: [{ data: '</script><script>alert(1)</script>' }],
    });
  });

  it('names the person a ranking section was rendered for (decision 042)', () => {
    const page = prerenderedDocument(
      TEMPLATE,
      'en_GB',
      { html: '<p>World view</p>', title: 'World view' },
      { page: 'ranking-section', userId: 12 },
    );
    expect(page).toContain(
      'data-prerendered="en_GB" data-prerendered-page="ranking-section" data-prerendered-user="12">',
    );
  });

  it("asks for the app's files only once the page has painted (the boot script names them)", () => {
    const page = prerenderedDocument(TEMPLATE, 'en_GB', { html: '<h1>Hi</h1>', title: 't' });
    expect(page).toContain(
      `<script type="module" data-entry="/assets/index-1.js" data-preload="/assets/en_GB-2.js">${PRERENDER_BOOT_SCRIPT}</script>`,
    );
    expect(page).not.toContain('src="/assets/index-1.js"');
    expect(page).not.toContain('<link rel="modulepreload"');
  });

  it('fails the build when index.html no longer has the places it fills', () => {
    expect(() =>
      prerenderedDocument(TEMPLATE.replace('<div id="root"></div>', ''), 'en_GB', {
        html: '',
        title: '',
      }),
    ).toThrow(/root/);
  });

  it('keeps $ patterns in the markup as they are', () => {
    const page = prerenderedDocument(TEMPLATE, 'en_GB', { html: "<p>$& $' $1</p>", title: 't' });
    expect(page).toContain("<p>$& $' $1</p>");
  });
});
