import { LOCALES } from '@portal/shared/locales';
import { describe, expect, it } from 'vitest';
import { REGISTRATION_INFO_PAGE } from './data/pages/registration-info.ts';

/** The shape of a text: its paragraphs, list items, bold phrases and numbers. */
function outline(html: string) {
  const count = (re: RegExp) => (html.match(re) ?? []).length;
  return {
    paragraphs: count(/<p>/g),
    items: count(/<li>/g),
    bold: count(/<strong>/g),
    numbers: html.match(/\d+/g) ?? [],
  };
}

// Issue 9: the registration pop-up says the same thing in every language.
describe('content page 103 (registration info)', () => {
  const content = REGISTRATION_INFO_PAGE.content as Record<string, string>;
  it.each(LOCALES)('%s has the English text’s paragraphs, points, bold words and numbers', (l) => {
    expect(content[l], l).toBeTruthy();
    expect(outline(content[l]!)).toEqual(outline(content.en_GB!));
  });
});
