/**
 * The bare Fastify route the benches compare against, as a process of its own (started by
 * child-server.ts): the least a Node HTTP server answering JSON can cost on this machine.
 */
import Fastify from 'fastify';

const bare = Fastify();
bare.get('/bare', async () => ({ status: 'ok' }));
await bare.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
