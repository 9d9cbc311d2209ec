import fs from 'node:fs';

/*
 * Memory of a process from /proc (Linux): resident now and at its peak (VmHWM), in MB. Read just
 * before a server process is stopped, the peak is that process's whole run.
 */
export function memoryOf(pid: number): { rssMb: number; peakRssMb: number } | null {
  let status: string;
  try {
    status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return null;
  }
  const kb = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return { rssMb: kb('VmRSS') / 1024, peakRssMb: kb('VmHWM') / 1024 };
}
