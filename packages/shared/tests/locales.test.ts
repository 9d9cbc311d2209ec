// Every locale holds the same keys as en_GB, with the same {{placeholders}}, and is really
// translated: a value equal to the English is allowed only for the few words listed here.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES } from '../src/locales.ts';

const ROOT = path.resolve(import.meta.dirname, '../locales');
type Tree = { [k: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}

const read = (locale: string, ns: string): Map<string, string> => {
  const file = path.join(ROOT, locale, `${ns}.json`);
  return fs.existsSync(file) ? flatten(JSON.parse(fs.readFileSync(file, 'utf8'))) : new Map();
};

const namespaces = fs
  .readdirSync(path.join(ROOT, DEFAULT_LOCALE))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''));

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/**
 * Values that may read the same as English: names, codes, and words the language borrows.
 * Matched case-sensitively against the whole value.
 */
const SAME_AS_ENGLISH_OK = new Set([
  'Talent Portal',
  'E.Q.',
  'iPulse',
  'iCoach',
  'OK',
  'Email',
  'E-mail',
  'Code',
  'Marketing',
  'Dashboard',
  'Logout',
  'Account',
  'Password',
  'Filipino',
  'PNG',
  '360',
]);
const isNeutral = (s: string) => !/\p{L}{2,}/u.test(s) || SAME_AS_ENGLISH_OK.has(s.trim());

describe.each(LOCALES.filter((l) => l !== DEFAULT_LOCALE))('locale %s', (locale) => {
  it.each(namespaces)('%s has exactly the keys of en_GB', (ns) => {
    const source = read(DEFAULT_LOCALE, ns);
    const target = read(locale, ns);
    expect([...target.keys()].sort()).toEqual([...source.keys()].sort());
  });

  it.each(namespaces)('%s keeps every {{placeholder}}', (ns) => {
    const source = read(DEFAULT_LOCALE, ns);
    const target = read(locale, ns);
    for (const [key, text] of source) {
      expect({ key, slots: placeholders(target.get(key) ?? '') }).toEqual({
        key,
        slots: placeholders(text),
      });
    }
  });

  it.each(namespaces)('%s is translated, not copied from English', (ns) => {
    const source = read(DEFAULT_LOCALE, ns);
    const target = read(locale, ns);
    const copied = [...source]
      .filter(([key, text]) => target.get(key) === text && !isNeutral(text))
      .map(([k]) => k);
    expect(copied).toEqual([]);
  });
});

it('every locale file is valid JSON of strings and objects only', () => {
  for (const locale of LOCALES) {
    const dir = path.join(ROOT, locale);
    if (!fs.existsSync(dir)) continue;
    for (const file of fs.readdirSync(dir)) {
      const walk = (v: unknown): void => {
        if (typeof v === 'string') return;
        expect(v && typeof v === 'object' && !Array.isArray(v)).toBe(true);
        for (const x of Object.values(v as object)) walk(x);
      };
      walk(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')));
    }
  }
});
