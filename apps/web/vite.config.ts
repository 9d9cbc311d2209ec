import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

const LOCALE_FILE = /packages[\\/]shared[\\/]locales[\\/]([^\\/]+)[\\/]([^\\/]+)\.json$/;

/*
 * Issue 14: the messages of one language are one chunk (all the namespaces the browser uses,
 * which i18next loads together at start), so a visit asks for two files (its language and the
 * en_GB fallback) instead of two dozen. en_GB/common.json stays out: the error page imports it
 * statically (app/error-boundary.tsx), and grouping it would pull all of en_GB into the entry.
 */
function localeChunk(id: string): string | null {
  const match = LOCALE_FILE.exec(id);
  if (!match || (match[1] === 'en_GB' && match[2] === 'common')) return null;
  return `locale-${match[1]}`;
}

// The server serves apps/web/dist (apps/server/src/plugins/web-app.ts); in development Vite
// proxies /api to the server so the browser sees one origin, as in production. API_URL (from
// the environment or a .env file) points the proxy at a server on another port.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, '.', 'API_');
  const proxy = { '/api': { target: env.API_URL ?? 'http://localhost:3000' } };
  return {
    plugins: [react()],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      manifest: true,
      rolldownOptions: {
        output: { codeSplitting: { groups: [{ name: localeChunk, test: LOCALE_FILE }] } },
      },
    },
    server: { port: 5173, proxy },
    preview: { proxy },
  };
});
