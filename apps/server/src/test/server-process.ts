import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

/** apps/server, where `npm start` runs `tsx src/main.ts`. */
const SERVER_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A port nobody listens on now; kept across restarts so clients keep one address. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

export interface ServerProcess {
  readonly baseUrl: string;
  /** Starts the server (again) and waits until /readyz answers 200. */
  start(): Promise<void>;
  /** SIGKILL, as a crash or an OOM kill would: no shutdown hook runs. */
  crash(): Promise<void>;
  /** Kills the process if it runs, and refuses to start it again; safe to call at any time. */
  stop(): Promise<void>;
  /** The last lines the server wrote, for a failure message. */
  output(): string;
}

/**
 * The real server as a child process, started as `npm start` does but with `node --import tsx`:
 * the `tsx` command runs the server in a child of its own, and a SIGKILL to it would leave that
 * child running.
 */
export function serverProcess(
  env: Record<string, string>,
  port: number,
  /** Node's own flags before the script, e.g. `--cpu-prof` from a bench. */
  nodeArgs: string[] = [],
): ServerProcess {
  const baseUrl = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let exited: Promise<unknown> = Promise.resolve();
  let lines: string[] = [];
  let stopped = false;
  // A vitest worker that ends without afterAll (a crash, a timeout) must not leave a server.
  const onExit = () => child?.kill('SIGKILL');

  const keep = (chunk: Buffer) => {
    lines = [...lines, ...chunk.toString().split('\n').filter(Boolean)].slice(-40);
  };

  async function waitReady(startedChild: ChildProcess) {
    const deadline = Date.now() + 45_000;
    while (Date.now() < deadline) {
      if (startedChild.exitCode !== null || startedChild.signalCode !== null) {
        throw new Error(`server exited while starting:\n${lines.join('\n')}`);
      }
      try {
        const res = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2_000) });
        if (res.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`server not ready in 45 s:\n${lines.join('\n')}`);
  }

  return {
    baseUrl,
    async start() {
      if (stopped) throw new Error('server stopped for good');
      if (child) throw new Error('server already running');
      const started = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/main.ts'], {
        cwd: SERVER_ROOT,
        env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      exited = once(started, 'exit');
      started.stdout?.on('data', keep);
      started.stderr?.on('data', keep);
      process.on('exit', onExit);
      await waitReady(started);
    },
    async crash() {
      if (!child) throw new Error('server not running');
      child.kill('SIGKILL');
      await exited;
      child = null;
      process.off('exit', onExit);
    },
    async stop() {
      stopped = true;
      if (child && child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
      child = null;
      process.off('exit', onExit);
    },
    output: () => lines.join('\n'),
  };
}
