import { describe, expect, it } from 'vitest';
import { sanitizeStoredHtml, sanitizeStoredHtmlByLocale } from './safe-html.ts';

const REL = 'rel="noopener noreferrer"';

describe('sanitizeStoredHtml: hostile HTML', () => {
  it.each([
    [
      'a meta refresh to another site',
      '<meta http-equiv="refresh" content="0;url=https://evil.example/"><p>Hi</p>',
      '<p>Hi</p>',
    ],
    ['a script and its text', '<p>a<script>alert(1)</script>b</p>', '<p>ab</p>'],
    ['an img onerror handler', '<img src="/x.png" onerror="alert(1)">', '<img src="/x.png" />'],
    ['an onclick handler', '<p onclick="alert(1)">Click</p>', '<p>Click</p>'],
    ['an svg with onload, and its text', '<svg onload="alert(1)"><text>hi</text></svg>', ''],
    ['an iframe', '<iframe src="https://evil.example/"></iframe><p>x</p>', '<p>x</p>'],
    // The two advisories fixed after sanitize-html 2.17.5 (docs/decisions/014).
    [
      'markup hidden in an xmp or a textarea',
      '<xmp><img src=x onerror=alert(1)></xmp><textarea><img src=x onerror=alert(1)></textarea><p>x</p>',
      // The xmp's text stays as escaped text (harmless); the textarea goes with its content.
      '&lt;img src=x onerror=alert(1)&gt;<p>x</p>',
    ],
    [
      'an svg animation that sets a javascript: link',
      '<svg><a><animate attributeName="href" values="javascript:alert(1)" /><text>go</text></a></svg><p>x</p>',
      '<p>x</p>',
    ],
    [
      'object, embed and math',
      '<object data="x.swf"></object><embed src="x.swf"><math><mi>x</mi></math>',
      '',
    ],
    ['a base href', '<base href="https://evil.example/"><p>x</p>', '<p>x</p>'],
    [
      'a stylesheet link and a style element',
      '<link rel="stylesheet" href="https://evil.example/a.css"><style>body{display:none}</style>',
      '',
    ],
    [
      'a position:fixed overlay (style and class)',
      '<div style="position:fixed;inset:0;z-index:9999" class="overlay">Your session expired</div>',
      '<div>Your session expired</div>',
    ],
    [
      'a fake login form: form, inputs and button go, their label text stays',
      '<form action="https://evil.example/"><input name="password"><button>Sign in</button></form>',
      'Sign in',
    ],
    [
      'a textarea and a select with its options',
      '<textarea>x</textarea><select><option>y</option></select>',
      '',
    ],
  ])('removes %s', (_name, hostile, safe) => {
    expect(sanitizeStoredHtml(hostile)).toBe(safe);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java&#x09;script:alert(1)',
    '&#106;avascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    '//evil.example/phish',
  ])('drops the href %s and keeps the link text', (href) => {
    expect(sanitizeStoredHtml(`<a href="${href}">Open</a>`)).toBe(`<a ${REL}>Open</a>`);
  });

  it('drops a data: image source and a javascript: one', () => {
    expect(sanitizeStoredHtml('<img src="data:image/png;base64,AAAA" alt="a">')).toBe(
      '<img alt="a" />',
    );
    expect(sanitizeStoredHtml('<img src="javascript:alert(1)">')).toBe('<img />');
  });

  it('escapes text that looks like markup once decoded', () => {
    expect(sanitizeStoredHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
  });

  it('drops event handlers and autofocus mixed in with allowed attributes', () => {
    const out = sanitizeStoredHtml(
      '<p title="x" onmouseover="alert(1)">a</p><a href="x" onfocus=alert(1) autofocus>b</a>',
    );
    expect(out).not.toMatch(/on\w+=|autofocus/i);
  });
});

describe('sanitizeStoredHtml: what editors may write', () => {
  it('keeps headings, paragraphs, emphasis and lists as they are', () => {
    const html =
      '<h2>Title</h2><h3>Sub</h3><p>Some <strong>bold</strong>, <em>italic</em> and <u>underlined</u> text.</p><ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote><hr /><p>a<br />b</p>';
    expect(sanitizeStoredHtml(html)).toBe(html);
  });

  it('keeps dir and lang for Arabic text', () => {
    const html = '<p dir="rtl" lang="ar">مرحبًا بك في <strong>الاستبيان</strong></p>';
    expect(sanitizeStoredHtml(html)).toBe(html);
  });

  it('keeps http, https, mailto and relative links and adds rel="noopener noreferrer"', () => {
    for (const href of [
      'https://example.com/a?b=1&amp;c=2',
      'http://example.com',
      'mailto:a@b.example',
      '/terms',
      'privacy#top',
    ]) {
      expect(sanitizeStoredHtml(`<a href="${href}">x</a>`)).toBe(`<a href="${href}" ${REL}>x</a>`);
    }
  });

  it('replaces a rel that asks for the opener and keeps target only as _blank', () => {
    expect(sanitizeStoredHtml('<a href="/a" target="_blank" rel="opener">x</a>')).toBe(
      `<a href="/a" target="_blank" ${REL}>x</a>`,
    );
    expect(sanitizeStoredHtml('<a href="/a" target="_top">x</a>')).toBe(
      `<a href="/a" ${REL}>x</a>`,
    );
  });

  it('keeps https and relative images with their alt text and size', () => {
    const html =
      '<img src="https://cdn.example/logo.png" alt="Logo" width="100" height="40" /><img src="/logo.png" />';
    expect(sanitizeStoredHtml(html)).toBe(html);
  });

  it('keeps simple tables without styling', () => {
    const html =
      '<table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>';
    expect(sanitizeStoredHtml(html)).toBe(html);
  });

  it('gives the same HTML when run twice (safe to sanitise on write and on read)', () => {
    const hostile =
      '<p style="color:red">a</p><a href="JaVaScRiPt:x">b</a><a href="/c" target="_blank">c</a><img src=x onerror=y>';
    const once = sanitizeStoredHtml(hostile);
    expect(sanitizeStoredHtml(once)).toBe(once);
  });

  it('sanitises every language of a per-locale text', () => {
    expect(
      sanitizeStoredHtmlByLocale({
        en_GB: '<p onclick="x">Hi</p>',
        ar: '<script>x</script><p>مرحبا</p>',
      }),
    ).toEqual({ en_GB: '<p>Hi</p>', ar: '<p>مرحبا</p>' });
  });
});
