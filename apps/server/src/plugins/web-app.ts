import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

const DEFAULT_DIST = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../web/dist',
);

/**
 * Serves the built single-page app, with index.html for every client route; unknown /api paths
 * answer a JSON 404 instead.
 */
export const webAppPlugin = fp(async (app) => {
  const dist = app.config.webDist ?? DEFAULT_DIST;
  const hasWeb = fs.existsSync(path.join(dist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      setHeaders(res, file) {
        // Vite puts a content hash in every asset name: cache those for a year.
        if (file.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
    app.get('/assets/*', { schema: { hide: true } }, (request, reply) => {
      const rest = (request.params as { '*': string })['*'];
      return reply.sendFile(path.join('assets', rest));
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/') || url === '/api' || !hasWeb || request.method !== 'GET') {
      return reply.code(404).send({ message: request.t('errors.not_found') });
    }
    const file = url.slice(1);
    if (
      file &&
      !file.includes('..') &&
      fs.existsSync(path.join(dist, file)) &&
      fs.statSync(path.join(dist, file)).isFile()
    ) {
      return reply.sendFile(file);
    }
    reply.header('cache-control', 'no-cache');
    // Without cacheControl: false, @fastify/static replaces the header with 'public, max-age=0'.
    return reply.sendFile('index.html', { cacheControl: false });
  });
});
