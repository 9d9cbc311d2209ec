import { defineConfig, loadEnv } from 'vite';
import { localeBundles } from './build/locale-bundles';
import { reactOnPreact } from './build/react-on-preact';

/**
 * Two warnings every build would print about libraries, not about us: their "use client"
 * directives (for React Server Components, meaningless in a browser bundle; @vitejs/plugin-react
 * silenced them too), and React Router reading React 19's `useOptimistic`, which Preact lacks and
 * React Router does without when it is undefined.
 */
const quietLibraryWarnings = (
  warning: { code?: string; message: string },
  warn: (warning: { code?: string; message: string }) => void,
) => {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use client')) return;
  if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic')) return;
  warn(warning);
};

// The server serves apps/web/dist (apps/server/src/plugins/web-app.ts); in development Vite
// proxies /api to the server so the browser sees one origin, as in production. API_URL (from
// the environment or a .env file) points the proxy at a server on another port.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, '.', 'API_');
  const proxy = { '/api': { target: env.API_URL ?? 'http://localhost:3000' } };
  return {
    plugins: [localeBundles()],
    resolve: { alias: reactOnPreact },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      manifest: true,
      rolldownOptions: {
        onwarn: quietLibraryWarnings,
        // What the entry imports statically is one chunk with it (decision 039): those modules
        // load on every page anyway, and on a phone's connection each file costs a round trip.
        output: { codeSplitting: { groups: [{ name: 'frame', tags: ['$initial'] }] } },
      },
    },
    server: { port: 5173, proxy },
    preview: { proxy },
  };
});
