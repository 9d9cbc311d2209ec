import fp from 'fastify-plugin';

/** /healthz: the process answers. /readyz: and its database answers too. */
export const healthPlugin = fp(async (app) => {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await app.database.ping();
      return { status: 'ready', database: app.database.kind };
    } catch (error) {
      app.log.warn({ err: error }, 'database not reachable');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
});
