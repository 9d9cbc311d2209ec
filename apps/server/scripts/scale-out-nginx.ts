import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import path from 'node:path';

/*
 * nginx from Debian's packages in front of the server processes, for the scale-out check
 * (docs/operations/scaling.md has the production form of this file). It runs as a child of the
 * check, in the foreground (`daemon off`), with every path it writes (pid, logs, request bodies,
 * proxy buffers) in the check's temp folder, on a non-root port: it never touches the system's
 * nginx or /var.
 */

/** The nginx binary: NGINX_BIN, else the one on PATH or Debian's /usr/sbin/nginx; undefined when none. */
export function findNginx(): string | undefined {
  const candidates = [process.env.NGINX_BIN, 'nginx', '/usr/sbin/nginx'].filter(Boolean);
  for (const candidate of candidates) {
    const run = spawnSync(candidate!, ['-v'], { stdio: 'ignore' });
    if (run.status === 0) return candidate;
  }
  return undefined;
}

/** A round-robin upstream over the processes, as production runs it (scaling.md). */
export function nginxConfig(options: { dir: string; port: number; upstreams: number[] }): string {
  const { dir, port, upstreams } = options;
  const p = (name: string) => path.join(dir, name);
  return `# Written by apps/server/scripts/scale-out-check.ts for one run.
daemon off;
worker_processes 1;
pid ${p('nginx.pid')};
error_log ${p('error.log')} warn;
${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${p('body')};
  proxy_temp_path ${p('proxy')};
  fastcgi_temp_path ${p('fastcgi')};
  uwsgi_temp_path ${p('uwsgi')};
  scgi_temp_path ${p('scgi')};
  client_max_body_size 12m;
  upstream portal {
${upstreams.map((u) => `    server 127.0.0.1:${u};`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    # nginx's own answer, no process behind it: the ceiling of the proxy and the load generator.
    location = /nginx-ok { return 200 'ok'; }
    location / {
      proxy_pass http://portal;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      # The client as nginx saw it, replacing any X-Forwarded-For the client sent (TRUST_PROXY).
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      # Which process answered: the check uses it to see both take turns.
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

export interface Nginx {
  readonly baseUrl: string;
  stop(): Promise<void>;
  /** The end of nginx's error log, for a failure message. */
  errors(): Promise<string>;
}

export async function startNginx(
  binary: string,
  options: { dir: string; port: number; upstreams: number[] },
): Promise<Nginx> {
  const { dir, port } = options;
  await fs.mkdir(dir, { recursive: true });
  const conf = path.join(dir, 'nginx.conf');
  await fs.writeFile(conf, nginxConfig(options));
  let output = '';
  // -e: the error log before the config is read, so nothing is written under /var/log.
  const child: ChildProcess = spawn(
    binary,
    ['-c', conf, '-p', `${dir}/`, '-e', path.join(dir, 'error.log')],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = once(child, 'exit');
  child.stdout?.on('data', (c: Buffer) => {
    output += c.toString();
  });
  child.stderr?.on('data', (c: Buffer) => {
    output += c.toString();
  });
  const kill = () => child.kill('SIGKILL');
  process.on('exit', kill);
  const baseUrl = `http://127.0.0.1:${port}`;
  const readError = async () =>
    `${output}${await fs.readFile(path.join(dir, 'error.log'), 'utf8').catch(() => '')}`
      .split('\n')
      .slice(-20)
      .join('\n');
  const stop = async () => {
    process.off('exit', kill);
    if (child.exitCode !== null || child.signalCode !== null) return;
    // SIGQUIT: the master lets its worker finish and both leave; SIGKILL if that takes long.
    child.kill('SIGQUIT');
    const timer = setTimeout(() => child.kill('SIGKILL'), 3_000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited at start:\n${await readError()}`);
    try {
      await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(1_000) });
      break;
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`nginx did not listen in 10 s:\n${await readError()}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return { baseUrl, stop, errors: readError };
}
