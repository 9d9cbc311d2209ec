import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@portal/shared/locales';
import { fillSlots, type MessageTree, messageAt } from '@portal/shared/messages';

/**
 * Server-side translation from the same files the web app uses (conventions, habit 12):
 * packages/shared/locales/<locale>/<namespace>.json. A key is '<namespace>.<path>'.
 */
const require = createRequire(import.meta.url);
const LOCALES_DIR = path.dirname(require.resolve('@portal/shared/locales/en_GB/errors.json'));
const ROOT = path.dirname(LOCALES_DIR);

const catalogue = new Map<Locale, Map<string, MessageTree>>();

function namespaceOf(locale: Locale, ns: string): MessageTree | undefined {
  let byNs = catalogue.get(locale);
  if (!byNs) {
    byNs = new Map();
    catalogue.set(locale, byNs);
  }
  if (!byNs.has(ns)) {
    const file = path.join(ROOT, locale, `${ns}.json`);
    byNs.set(
      ns,
      fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as MessageTree) : {},
    );
  }
  return byNs.get(ns);
}

function lookup(locale: Locale, key: string): string | undefined {
  const [ns = '', ...keyPath] = key.split('.');
  return messageAt(namespaceOf(locale, ns), keyPath);
}

/** Translates a key, falling back to en_GB, then to the key itself; fills {{name}} slots. */
export function translate(
  locale: Locale,
  key: string,
  vars?: Record<string, string | number>,
): string {
  return fillSlots(lookup(locale, key) ?? lookup(DEFAULT_LOCALE, key) ?? key, vars);
}

export type Translate = (key: string, vars?: Record<string, string | number>) => string;

export function translator(locale: Locale): Translate {
  return (key, vars) => translate(locale, key, vars);
}

export const SUPPORTED_LOCALES = LOCALES;
