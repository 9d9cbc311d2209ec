import { monitorEventLoopDelay } from 'node:perf_hooks';

/* What every bench reports about time: rounding, medians, and the event loop's delay. */

export const ms = (n: number) => Math.round(n * 10) / 10;

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** One more turn of the loop, so a delay that has just ended is recorded. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

export interface LoopDelay {
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  maxTimerGapMs: number;
}

/**
 * Watches the event loop: Node's delay histogram, and the longest gap between the ticks of a
 * 1 ms interval (the histogram needs a first tick before it records anything).
 */
export async function watchLoop(): Promise<{ stop(): Promise<LoopDelay> }> {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  let last = performance.now();
  let maxGapMs = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    maxGapMs = Math.max(maxGapMs, now - last);
    last = now;
  }, 1);
  histogram.enable();
  await settle();
  return {
    async stop() {
      await settle();
      histogram.disable();
      clearInterval(ticker);
      return {
        p50Ms: ms(histogram.percentile(50) / 1e6),
        p99Ms: ms(histogram.percentile(99) / 1e6),
        maxMs: ms(histogram.max / 1e6),
        maxTimerGapMs: ms(maxGapMs),
      };
    },
  };
}
