import { LOCALES } from '@portal/shared/locales';
import { describe, expect, it } from 'vitest';
import { CONTENT_PAGES } from '../features/content/data/content-pages.ts';
import { WELCOME_MESSAGES } from '../features/surveys/data/demo-welcome-messages.ts';
import { sanitizeStoredHtml } from '../lib/safe-html.ts';

/** Every HTML the seeds store, named for the failure message. */
const SEED_HTML: [string, string][] = [
  ...CONTENT_PAGES.flatMap((page) =>
    Object.entries(page.content).map(([locale, html]): [string, string] => [
      `content page ${page.id} (${locale})`,
      html,
    ]),
  ),
  ...Object.entries(WELCOME_MESSAGES).flatMap(([survey, texts]) =>
    Object.entries(texts).map(([locale, html]): [string, string] => [
      `welcome message ${survey} (${locale})`,
      html,
    ]),
  ),
];

describe('the seeds HTML through the stored-HTML sanitiser', () => {
  it('covers every content page and welcome message in all their languages', () => {
    expect(SEED_HTML.length).toBe(
      (CONTENT_PAGES.length + Object.keys(WELCOME_MESSAGES).length) * LOCALES.length,
    );
  });

  it.each(SEED_HTML)(
    '%s loses nothing: only rel="noopener noreferrer" is added to links',
    (_name, html) => {
      const withRel = html.replace(
        /<a href="([^"]*)">/g,
        '<a href="$1" rel="noopener noreferrer">',
      );
      expect(sanitizeStoredHtml(html)).toBe(withRel);
    },
  );
});
