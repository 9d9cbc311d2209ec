import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

/**
 * The app is written against React's API and runs on Preact (decision 038): the browser gets
 * Preact's 11 KB in place of React DOM's 65 KB gzipped. Every import of React, React DOM and the
 * JSX runtime, ours and the libraries', resolves to preact/compat, through `react-compat.mjs` for
 * the one React 19 export Preact lacks. The build, the dev server and the unit tests use the same
 * list, so what is tested is what ships. Types still come from @types/react.
 */
const reactCompat = fileURLToPath(new URL('./react-compat.mjs', import.meta.url));

export const reactOnPreact: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: reactCompat },
];
