import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { localeBundles } from './build/locale-bundles';

// The server serves apps/web/dist (apps/server/src/plugins/web-app.ts); in development Vite
// proxies /api to the server so the browser sees one origin, as in production. API_URL (from
// the environment or a .env file) points the proxy at a server on another port.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, '.', 'API_');
  const proxy = { '/api': { target: env.API_URL ?? 'http://localhost:3000' } };
  return {
    plugins: [react(), localeBundles()],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      manifest: true,
    },
    server: { port: 5173, proxy },
    preview: { proxy },
  };
});
