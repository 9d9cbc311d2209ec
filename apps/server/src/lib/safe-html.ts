import sanitizeHtml from 'sanitize-html';

/**
 * The one allow-list for every HTML the portal stores and serves (welcome messages, content
 * pages, and later iCoach steps and 360 skill texts): docs/decisions/012-stored-html-sanitiser.md.
 * Anything not listed is dropped. No style or class (overlays), no forms, frames, embeds, SVG or
 * MathML, no meta/link/base/script/style, no event handlers.
 */
export const SAFE_HTML_TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'span',
  'div',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;

/**
 * Attributes per tag. `dir` and `lang` everywhere: Arabic text inside a page of another language
 * needs them. `rel` is always rewritten and `target` kept only as `_blank` (see OPTIONS).
 */
export const SAFE_HTML_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  '*': ['dir', 'lang'],
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
};

/** Link schemes; a URL with no scheme (a relative link) is kept too. Images: http(s) only. */
export const SAFE_HTML_LINK_SCHEMES = ['http', 'https', 'mailto'] as const;
export const SAFE_HTML_IMAGE_SCHEMES = ['http', 'https'] as const;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...SAFE_HTML_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(SAFE_HTML_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [...SAFE_HTML_LINK_SCHEMES],
  allowedSchemesByTag: { img: [...SAFE_HTML_IMAGE_SCHEMES] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // `//evil.example/` is an off-site link dressed as a relative one.
  allowProtocolRelative: false,
  // The text inside these is dropped with the tag, not shown as stray text.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'select',
    'noscript',
    'template',
    'title',
    'iframe',
    'object',
    'svg',
    'math',
  ],
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link never hands the page it opens a handle on ours (noopener) nor our address
    // (noreferrer); it may open a new tab, never replace another window or frame.
    a: (tagName, { target, rel: _rel, ...attribs }) => ({
      tagName,
      attribs: {
        ...attribs,
        ...(target === '_blank' ? { target } : {}),
        rel: 'noopener noreferrer',
      },
    }),
  },
};

/**
 * The HTML the portal may store and serve: called when HTML is written to the database and
 * again when it is served, so a row written around the write path is still made safe.
 */
export function sanitizeStoredHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** `sanitizeStoredHtml` over each language of a per-locale text ({ en_GB: html, ar: html }). */
export function sanitizeStoredHtmlByLocale<T extends Record<string, string>>(texts: T): T {
  return Object.fromEntries(
    Object.entries(texts).map(([locale, html]) => [locale, sanitizeStoredHtml(html)]),
  ) as T;
}
