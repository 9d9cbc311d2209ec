import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { NAMESPACES } from '../src/lib/namespaces';
import { FALLBACK_LOCALE } from './fallback-locale';

/*
 * One module per language holding the namespaces the browser uses (decision 036):
 * `virtual:locale-bundles` maps each locale to a loader of `virtual:locale-bundle/<locale>`, which
 * imports that language's files. The browser then downloads its language as one chunk, and the
 * loader table is 12 lines: a glob of the files was 144 loaders, 3 KB of gzipped JS on every page.
 */
const TABLE = 'virtual:locale-bundles';
const BUNDLE = 'virtual:locale-bundle/';
const LOCALES_DIR = fileURLToPath(new URL('../../../packages/shared/locales', import.meta.url));
/** The locales are the folders there (the i18n-files test holds them to LOCALES). */
const LOCALES = fs
  .readdirSync(LOCALES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export function localeBundles(): Plugin {
  return {
    name: 'portal-locale-bundles',
    resolveId(id) {
      return id === TABLE || id.startsWith(BUNDLE) ? `\0${id}` : null;
    },
    load(id) {
      if (id === `\0${TABLE}`) {
        const loaders = LOCALES.map((l) => `${JSON.stringify(l)}: () => import('${BUNDLE}${l}')`);
        return `export default {\n${loaders.join(',\n')}\n};\n`;
      }
      if (!id.startsWith(`\0${BUNDLE}`)) return null;
      const locale = id.slice(BUNDLE.length + 1);
      if (!LOCALES.includes(locale)) throw new Error(`No locale ${locale}`);
      const file = (ns: string) => JSON.stringify(path.join(LOCALES_DIR, locale, `${ns}.json`));
      const imports = NAMESPACES.map((ns, i) => `import m${i} from ${file(ns)};`);
      const entries = NAMESPACES.map((ns, i) => `${JSON.stringify(ns)}: m${i}`);
      return `${imports.join('\n')}\nexport default {\n${entries.join(',\n')}\n};\n`;
    },
    // Every visit loads en_GB (the fallback of every language) before its first paint: the HTML
    // asks for it with the entry, not once the entry has run.
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find(
          (c) => c.type === 'chunk' && c.facadeModuleId === `\0${BUNDLE}${FALLBACK_LOCALE}`,
        );
        if (!chunk) return html;
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `/${chunk.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
