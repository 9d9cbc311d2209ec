import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Legend,
  LinearScale,
  PointElement,
  ScatterController,
  Tooltip,
} from 'chart.js';

/*
 * Chart.js with only the parts the results page draws (a doughnut dial, bars, a scatter grid), so
 * the bundler leaves the rest out. Loaded by chart-canvas.tsx on first use: a chunk of its own,
 * never in the shared bundle.
 */
Chart.register(
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  DoughnutController,
  Legend,
  LinearScale,
  PointElement,
  ScatterController,
  Tooltip,
);

// The page's own type (theme.ts: the system's, with Noto for the other scripts).
Chart.defaults.font.family = getComputedStyle(document.body).fontFamily;
Chart.defaults.font.size = 13;
// WCAG 2.3.3: no growing bars or turning dial for a reader who asked for less motion.
if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) Chart.defaults.animation = false;

export { Chart };
