import { type CpuSample, type CpuSpent, cpuSpent, sampleCpu } from './cpu.ts';

/**
 * CPU each part spent while `work` ran, for work whose processes end before it does (pgbench's
 * backends exit with it, taking their CPU time out of /proc): sampled every 200 ms, keeping each
 * process's last reading, so at most the last 200 ms of a process that ended is missed.
 */
export async function cpuDuring<T>(
  match: Parameters<typeof sampleCpu>[0],
  work: Promise<T>,
): Promise<{ result: T; spent: CpuSpent }> {
  const before = sampleCpu(match);
  const seen: CpuSample = new Map();
  const take = () => {
    for (const [pid, entry] of sampleCpu(match)) seen.set(pid, entry);
  };
  const timer = setInterval(take, 200);
  try {
    const result = await work;
    take();
    return { result, spent: cpuSpent(before, seen) };
  } finally {
    clearInterval(timer);
  }
}
