/** Latencies of one kind of call, kept whole (a run of minutes holds a few hundred thousand). */
export class LatencyLog {
  readonly samples: number[] = [];
  /** Non-2xx answers by status, and network errors (status 0), with one body each to show. */
  readonly failures = new Map<number, { count: number; example: string }>();

  ok(ms: number) {
    this.samples.push(ms);
  }

  failed(ms: number, status: number, example: string) {
    this.samples.push(ms);
    const seen = this.failures.get(status);
    if (seen) seen.count += 1;
    else this.failures.set(status, { count: 1, example: example.slice(0, 200) });
  }

  get errors(): number {
    let n = 0;
    for (const f of this.failures.values()) n += f.count;
    return n;
  }

  /** p50, p90, p99 and max (nearest rank), in ms. */
  summary(): { count: number; p50: number; p90: number; p99: number; max: number } {
    const sorted = [...this.samples].sort((a, b) => a - b);
    const at = (q: number) =>
      sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]! : 0;
    return {
      count: sorted.length,
      p50: at(0.5),
      p90: at(0.9),
      p99: at(0.99),
      max: sorted.at(-1) ?? 0,
    };
  }
}
