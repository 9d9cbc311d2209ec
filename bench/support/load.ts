import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** One autocannon run; a run with errors or non-2xx answers is reported, not hidden. */
export async function load(
  name: string,
  url: string,
  headers: Record<string, string>,
  duration: number,
  connections: number,
): Promise<LoadResult> {
  const result = await autocannon({ url, headers, duration, connections });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
