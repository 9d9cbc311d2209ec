import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { freePort, type ServerProcess, serverProcess } from '../src/test/server-process.ts';
import { findNginx, type Nginx, startNginx } from './scale-out-nginx.ts';

/*
 * Several real server processes as production runs them (docs/operations/scaling.md): one fresh
 * PostgreSQL database, one Redis (keys under a prefix of this run), one files folder, every
 * process a job worker, nginx in front. Used by the scale-out check and its bench. `close`
 * removes all of it (processes, nginx, the database, the Redis keys, the temp folder), and runs
 * on SIGINT/SIGTERM too.
 *   DATABASE_URL  an admin connection to the PostgreSQL server (default 127.0.0.1:5432/test)
 *   REDIS_URL     the Redis server (default redis://127.0.0.1:6379)
 *   NGINX_BIN     the nginx binary (default: nginx on PATH, then /usr/sbin/nginx)
 */

export interface Cluster {
  /** The environment every process gets (a process may be given changes on top). */
  readonly env: Record<string, string>;
  readonly dataDir: string;
  readonly databaseUrl: string;
  readonly redis: Redis;
  readonly redisPrefix: string;
  /** Starts `count` more processes at once and waits until each is ready. */
  startServers(count: number, changes?: Record<string, string>): Promise<ServerProcess[]>;
  /** nginx with a round-robin upstream over `servers`; the first one listens on PUBLIC_URL. */
  startNginx(servers: ServerProcess[]): Promise<Nginx>;
  /** The last lines of every process and nginx, for a failure message. */
  output(): Promise<string>;
  close(): Promise<void>;
}

export async function createCluster(settings: Record<string, string> = {}): Promise<Cluster> {
  const nginxBin = findNginx();
  if (!nginxBin)
    throw new Error('nginx not found: apt-get install -y nginx-light, or set NGINX_BIN');
  const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const runId = randomBytes(4).toString('hex');
  const dbName = `portal_scale_out_${runId}`;
  const redisPrefix = `portal-scale-out-${runId}:`;
  const temp = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-scale-out-'));
  const dataDir = path.join(temp, 'data');
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  const publicPort = await freePort();
  const admin = new pg.Client({ connectionString: adminUrl });
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  // A connection error reaches the command that needed it; the event alone is noise.
  redis.on('error', () => undefined);
  const servers: ServerProcess[] = [];
  const balancers: Nginx[] = [];
  let created = false;
  let closed = false;

  const close = async () => {
    if (closed) return;
    closed = true;
    for (const server of servers) await server.stop().catch(() => undefined);
    for (const nginx of balancers) await nginx.stop().catch(() => undefined);
    if (created) {
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
    }
    await admin.end().catch(() => undefined);
    const keys = await redis.keys(`${redisPrefix}*`).catch(() => [] as string[]);
    if (keys.length) await redis.del(...keys).catch(() => undefined);
    redis.disconnect();
    await fs.rm(temp, { recursive: true, force: true });
  };
  const onSignal = () => void close().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    await admin.connect();
    await redis.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    created = true;
  } catch (error) {
    await close();
    throw error;
  }

  // Production settings. No JWT_SECRET: the processes must agree on the one the database holds,
  // as `npm start` would. No built web app: the processes answer the API.
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
    SEED_DEMO: 'false',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: redisPrefix,
    DATA_DIR: dataDir,
    WEB_DIST: path.join(temp, 'no-web'),
    PUBLIC_URL: `http://127.0.0.1:${publicPort}`,
    // nginx runs on this machine: only what it adds to X-Forwarded-For is believed.
    TRUST_PROXY: 'loopback',
    JOB_WORKER: 'true',
    PATH: process.env.PATH ?? '',
    ...settings,
  };

  return {
    env,
    dataDir,
    databaseUrl,
    redis,
    redisPrefix,
    async startServers(count, changes = {}) {
      const started: ServerProcess[] = [];
      for (let i = 0; i < count; i += 1) {
        started.push(serverProcess({ ...env, ...changes }, await freePort()));
      }
      servers.push(...started);
      await Promise.all(started.map((server) => server.start()));
      return started;
    },
    async startNginx(upstreams) {
      const port = balancers.length === 0 ? publicPort : await freePort();
      const nginx = await startNginx(nginxBin, {
        dir: path.join(temp, `nginx-${balancers.length}`),
        port,
        upstreams: upstreams.map((s) => Number(new URL(s.baseUrl).port)),
      });
      balancers.push(nginx);
      return nginx;
    },
    async output() {
      // A failed query's line holds its parameters: long lines are cut.
      const cut = (text: string) =>
        text
          .split('\n')
          .map((l) => (l.length > 400 ? `${l.slice(0, 400)}...` : l))
          .join('\n');
      const parts = servers.map((s, i) => `--- process ${i + 1}:\n${cut(s.output())}`);
      for (const [i, nginx] of balancers.entries()) {
        parts.push(`--- nginx ${i + 1}:\n${await nginx.errors()}`);
      }
      return parts.join('\n');
    },
    close,
  };
}
