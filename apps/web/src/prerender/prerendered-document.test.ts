import { PRERENDER_GUARD_SCRIPT } from '@portal/shared/prerendered-home';
import { describe, expect, it } from 'vitest';
import { prerenderedDocument } from './prerendered-document';

const TEMPLATE = `<!doctype html>
<html lang="en-GB" dir="ltr">
  <head>
    <title>Talent Portal</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('prerenderedDocument', () => {
  it('puts the page, its language and direction, its title and the guard into index.html', () => {
    const page = prerenderedDocument(TEMPLATE, 'ar', { html: '<h1>مرحبًا</h1>', title: 'A & B' });
    expect(page).toContain(
      '<html lang="ar" dir="rtl" data-mantine-color-scheme="light" data-prerendered="ar">',
    );
    expect(page).toContain('<title>A &amp; B</title>');
    expect(page).toContain(`<script>${PRERENDER_GUARD_SCRIPT}</script>`);
    expect(page).toContain('<div id="root"><h1>مرحبًا</h1></div>');
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
