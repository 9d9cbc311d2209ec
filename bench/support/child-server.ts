import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';

/*
 * A server in a child process of its own, its output in a file (as a log collector would take
 * it, and so the bench's process never reads it), its CPU time read from /proc. The benches that
 * compare routes run every server this way, so each is measured alike and none shares an event
 * loop with the load generator.
 */

export interface ChildServer {
  readonly pid: number;
  readonly baseUrl: string;
  /** User + system CPU milliseconds the process has used so far (Linux /proc). */
  cpuMs(): number;
  /** The last lines it wrote, for a failure message. */
  tail(): string;
  stop(): Promise<void>;
}

/**
 * Node's flags for a bench's server processes, from BENCH_SERVER_NODE_ARGS
 * ('--cpu-prof --cpu-prof-dir=/tmp/prof': where a server's time goes).
 */
export function benchServerNodeArgs(): string[] {
  return (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
}

/** Linux's USER_HZ: /proc reports CPU time in these ticks. */
const MS_PER_TICK = 10;

export async function startChildServer(options: {
  /** The script node runs with the tsx loader, as `npm start` runs the server. */
  script: string;
  cwd: string;
  env: Record<string, string>;
  port: number;
  /** A path that answers 200 once the server is ready. */
  readyPath: string;
  logFile: string;
}): Promise<ChildServer> {
  const { script, cwd, env, port, readyPath, logFile } = options;
  const baseUrl = `http://127.0.0.1:${port}`;
  const out = fs.openSync(logFile, 'a');
  const child: ChildProcess = spawn(
    process.execPath,
    [...benchServerNodeArgs(), '--import', 'tsx', script],
    {
      cwd,
      env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', out, out],
    },
  );
  fs.closeSync(out);
  const exited = once(child, 'exit');
  const kill = () => child.kill('SIGKILL');
  process.on('exit', kill);
  const tail = () => fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${path.basename(script)} exited while starting:\n${tail()}`);
    }
    if (Date.now() > deadline) {
      kill();
      throw new Error(`${path.basename(script)} not ready in 60 s:\n${tail()}`);
    }
    const res = await fetch(`${baseUrl}${readyPath}`, { signal: AbortSignal.timeout(2_000) }).catch(
      () => undefined,
    );
    if (res?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    pid: child.pid!,
    baseUrl,
    cpuMs() {
      const stat = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8');
      // Fields after the command's closing parenthesis: state ppid ... utime(14) stime(15).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
    },
    tail,
    async stop() {
      process.off('exit', kill);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
        if (child.exitCode === null && child.signalCode === null) kill();
      }
    },
  };
}
