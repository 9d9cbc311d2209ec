import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@portal/shared/locales';

/**
 * Server-side translation from the same files the web app uses (conventions, habit 12):
 * packages/shared/locales/<locale>/<namespace>.json. A key is '<namespace>.<path>'.
 */
type Tree = { [key: string]: string | Tree };

const require = createRequire(import.meta.url);
const LOCALES_DIR = path.dirname(require.resolve('@portal/shared/locales/en_GB/errors.json'));
const ROOT = path.dirname(LOCALES_DIR);

const catalogue = new Map<Locale, Map<string, Tree>>();

function namespaceOf(locale: Locale, ns: string): Tree | undefined {
  let byNs = catalogue.get(locale);
  if (!byNs) {
    byNs = new Map();
    catalogue.set(locale, byNs);
  }
  if (!byNs.has(ns)) {
    const file = path.join(ROOT, locale, `${ns}.json`);
    byNs.set(ns, fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Tree) : {});
  }
  return byNs.get(ns);
}

function lookup(locale: Locale, key: string): string | undefined {
  const [ns = '', ...rest] = key.split('.');
  let node: string | Tree | undefined = namespaceOf(locale, ns);
  for (const part of rest) {
    if (!node || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Translates a key, falling back to en_GB, then to the key itself; fills {{name}} slots. */
export function translate(
  locale: Locale,
  key: string,
  vars?: Record<string, string | number>,
): string {
  const text = lookup(locale, key) ?? lookup(DEFAULT_LOCALE, key) ?? key;
  if (!vars) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

export type Translate = (key: string, vars?: Record<string, string | number>) => string;

export function translator(locale: Locale): Translate {
  return (key, vars) => translate(locale, key, vars);
}

export const SUPPORTED_LOCALES = LOCALES;
