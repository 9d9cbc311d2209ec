import fs from 'node:fs';

/*
 * CPU time spent by each part of a run, read from /proc (Linux): the server processes and the
 * PostgreSQL backends of one database (found by that database's name in their environment and
 * process title), and nginx (found by its config folder). Divided by the requests served, it
 * gives CPU milliseconds per request for each part: unlike req/s, that barely moves when other
 * work shares the machine, so it sizes processes and database cores.
 */

type Role = 'app' | 'database' | 'nginx';
export type CpuSample = Map<number, { role: Role; ticks: number }>;
export type CpuSpent = Record<Role, number>;

/** Linux's USER_HZ: /proc reports CPU time in these ticks. */
const TICKS_PER_SECOND = 100;

const read = (file: string) => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};

export function sampleCpu(match: { databaseName: string; folder: string }): CpuSample {
  const sample: CpuSample = new Map();
  const nginxMasters = new Set<number>();
  const rows: { pid: number; ppid: number; ticks: number; cmd: string }[] = [];
  for (const name of fs.readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    const stat = read(`/proc/${pid}/stat`);
    if (!stat) continue;
    // Fields after the command's closing parenthesis: state ppid ... utime(14) stime(15).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    const cmd = read(`/proc/${pid}/cmdline`).replaceAll('\0', ' ');
    rows.push({ pid, ppid: Number(fields[1]), ticks, cmd });
    if (cmd.startsWith('nginx: master') && cmd.includes(match.folder)) nginxMasters.add(pid);
  }
  for (const row of rows) {
    let role: Role | undefined;
    if (row.cmd.startsWith('postgres: ') && row.cmd.includes(` ${match.databaseName} `)) {
      role = 'database';
    } else if (nginxMasters.has(row.pid) || nginxMasters.has(row.ppid)) {
      role = 'nginx';
    } else if (
      row.cmd.includes('src/main.ts') &&
      read(`/proc/${row.pid}/environ`).includes(match.databaseName)
    ) {
      role = 'app';
    }
    if (role) sample.set(row.pid, { role, ticks: row.ticks });
  }
  return sample;
}

/** CPU milliseconds each part spent between two samples (a process started between counts whole). */
export function cpuSpent(before: CpuSample, after: CpuSample): CpuSpent {
  const spent: CpuSpent = { app: 0, database: 0, nginx: 0 };
  for (const [pid, now] of after) {
    const then = before.get(pid)?.ticks ?? 0;
    spent[now.role] += ((now.ticks - then) * 1000) / TICKS_PER_SECOND;
  }
  return spent;
}
