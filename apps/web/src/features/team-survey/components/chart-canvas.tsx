import type { ChartConfiguration, ChartType } from 'chart.js';
import { useEffect, useRef, useState } from 'react';
import classes from './results.module.css';

interface ChartCanvasProps<T extends ChartType> {
  config: ChartConfiguration<T>;
  /** The chart's short text alternative; the numbers are beside it in text (issue 12). */
  label: string;
  height: number;
}

/**
 * A Chart.js chart on a canvas. The chart code loads on first use (chart-setup.ts), so the page's
 * text, and the charts' text alternatives, show before it; `data-ready` marks a drawn chart. The
 * config is rebuilt by the caller (useMemo) when its data or the language changes.
 */
export function ChartCanvas<T extends ChartType>({ config, label, height }: ChartCanvasProps<T>) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancelled = false;
    let chart: { destroy: () => void } | undefined;
    import('./chart-setup').then(
      ({ Chart }) => {
        if (cancelled || !canvas.current) return;
        // Chart.js's generic types do not carry through a config built for one chart type.
        chart = new Chart(canvas.current, config as unknown as ChartConfiguration);
        setReady(true);
      },
      (error: unknown) => console.error(error),
    );
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [config]);
  return (
    <div className={classes.chartBox} style={{ height }} data-ready={ready || undefined}>
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
