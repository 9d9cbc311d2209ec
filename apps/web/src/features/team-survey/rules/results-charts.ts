import { TALENT_ZONES, type TalentZone } from '@portal/shared/team-survey-results';
import type { ChartConfiguration, Plugin } from 'chart.js';

/*
 * The three charts of the results page (team-survey spec §2 "Results page", §9), as Chart.js
 * configurations. Pure data: the chart code itself loads lazily (components/chart-canvas.tsx),
 * and only type imports reach here. In Arabic each chart is the mirror image (issue 12): the x
 * axis runs right to left, the y axis stands on the right, legends and tooltips read right to
 * left, and the dial fills from the right.
 */

/** spec §9: "Dial cutout 80%"; the dial runs 0 to 10 over half a circle. */
export const DIAL_MAX = 10;
export const DIAL_CUTOUT = '80%';
/** spec §9: "Bar chart y axis 0-10 step 5". */
export const BARS_Y = { min: 0, max: 10, stepSize: 5 } as const;
/** spec §9: "Talent grid floor 70, axis 70-100". */
export const GRID_MIN = 70;
export const GRID_MAX = 100;
/** decision 024: the lower of the two scores places a person; these are the zones' floors. */
export const ZONE_FLOOR: Record<TalentZone, number> = { emerging: GRID_MIN, local: 80, global: 90 };

/** Colours with AA contrast for text on white (theme.ts): navy.9, brand.8, teal.8. */
const INK = '#263a54';
const GRID_LINE = '#d9e1ec';
const BAR = '#006aa3';
const DIAL_VALUE = '#007a72';
const DIAL_REST = '#d9e1ec';
const ZONE_FILL: Record<TalentZone, string> = {
  emerging: '#fde8cc',
  local: '#cce8f7',
  global: '#b3f4ef',
};
const ZONE_LINE: Record<TalentZone, string> = {
  emerging: '#a65400',
  local: '#006aa3',
  global: '#007a72',
};

/** spec §2: "Scores below 70 are drawn as 70"; and nothing beyond the axis' 100. */
export function gridValue(score: number): number {
  return Math.min(GRID_MAX, Math.max(GRID_MIN, score));
}

export interface ChartDirection {
  rtl: boolean;
  /** The x axis runs from the right in a right-to-left page. */
  reverseX: boolean;
  /** Where the y axis stands: at the start of the reading. */
  yPosition: 'left' | 'right';
}

export function chartDirection(dir: 'ltr' | 'rtl'): ChartDirection {
  const rtl = dir === 'rtl';
  return { rtl, reverseX: rtl, yPosition: rtl ? 'right' : 'left' };
}

const textDirection = (d: ChartDirection) => (d.rtl ? 'rtl' : 'ltr');

/** The dial's two arcs in drawing order (clockwise from the left end): the value starts the reading. */
export function dialSegments(average: number | null, d: ChartDirection) {
  const value = Math.min(DIAL_MAX, Math.max(0, average ?? 0));
  const segments = [
    { value, color: DIAL_VALUE },
    { value: DIAL_MAX - value, color: DIAL_REST },
  ];
  return d.rtl ? segments.reverse() : segments;
}

export function dialConfig(
  average: number | null,
  d: ChartDirection,
): ChartConfiguration<'doughnut'> {
  const segments = dialSegments(average, d);
  return {
    type: 'doughnut',
    data: {
      datasets: [
        {
          data: segments.map((s) => s.value),
          backgroundColor: segments.map((s) => s.color),
          borderWidth: 0,
        },
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      rotation: -90,
      circumference: 180,
      cutout: DIAL_CUTOUT,
      events: [],
      plugins: { legend: { display: false }, tooltip: { enabled: false } },
    },
  };
}

export interface BarPoint {
  /** The axis label (a short date); `title` is the tooltip's full date. */
  label: string;
  title: string;
  score: number;
}

export function barsConfig(
  points: BarPoint[],
  d: ChartDirection,
  texts: { series: string; yTitle: string; locale: string },
): ChartConfiguration<'bar'> {
  return {
    type: 'bar',
    data: {
      labels: points.map((p) => p.label),
      datasets: [
        {
          label: texts.series,
          data: points.map((p) => p.score),
          backgroundColor: BAR,
          borderRadius: 4,
          maxBarThickness: 36,
        },
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      locale: texts.locale,
      scales: {
        // Level labels: rotated ones are cut off at the far end of a reversed (Arabic) axis.
        x: {
          reverse: d.reverseX,
          grid: { display: false },
          ticks: { color: INK, maxRotation: 0, autoSkip: true },
        },
        y: {
          min: BARS_Y.min,
          max: BARS_Y.max,
          position: d.yPosition,
          ticks: { stepSize: BARS_Y.stepSize, color: INK },
          grid: { color: GRID_LINE },
          title: { display: true, text: texts.yTitle, color: INK },
        },
      },
      plugins: {
        legend: { display: false },
        tooltip: {
          rtl: d.rtl,
          textDirection: textDirection(d),
          callbacks: { title: (items) => points[items[0]?.dataIndex ?? 0]?.title ?? '' },
        },
      },
    },
  };
}

/** decision 024's zones as nested squares in the grid's top corner, drawn under the point. */
const zonesPlugin: Plugin<'scatter'> = {
  id: 'talentZones',
  beforeDatasetsDraw(chart) {
    const { ctx, scales } = chart;
    const x = scales.x;
    const y = scales.y;
    if (!x || !y) return;
    ctx.save();
    for (const zone of TALENT_ZONES) {
      const from = ZONE_FLOOR[zone];
      const x1 = x.getPixelForValue(from);
      const x2 = x.getPixelForValue(GRID_MAX);
      const y1 = y.getPixelForValue(GRID_MAX);
      const y2 = y.getPixelForValue(from);
      ctx.fillStyle = ZONE_FILL[zone];
      ctx.strokeStyle = ZONE_LINE[zone];
      ctx.lineWidth = 1;
      const left = Math.min(x1, x2);
      ctx.fillRect(left, y1, Math.abs(x2 - x1), y2 - y1);
      ctx.strokeRect(left, y1, Math.abs(x2 - x1), y2 - y1);
    }
    ctx.restore();
  },
};

export interface GridTexts {
  zones: Record<TalentZone, string>;
  xTitle: string;
  yTitle: string;
  /** The point's tooltip. */
  point: string;
  locale: string;
}

/**
 * spec §2: the talent grid "with three legends: Emerging Talent, Local Talent Pool, Global Talent
 * Pool": a dataset per zone, the person's point in their zone's, each drawn from 70 (§9).
 */
export function gridConfig(
  scores: { performance: number; leadership: number; zone: TalentZone } | null,
  d: ChartDirection,
  texts: GridTexts,
): ChartConfiguration<'scatter'> {
  const axis = { min: GRID_MIN, max: GRID_MAX, ticks: { stepSize: 10, color: INK } };
  return {
    type: 'scatter',
    data: {
      datasets: TALENT_ZONES.map((zone) => ({
        label: texts.zones[zone],
        data:
          scores && scores.zone === zone
            ? [{ x: gridValue(scores.performance), y: gridValue(scores.leadership) }]
            : [],
        backgroundColor: ZONE_FILL[zone],
        borderColor: ZONE_LINE[zone],
        borderWidth: 1,
        pointBackgroundColor: INK,
        pointBorderColor: '#ffffff',
        pointBorderWidth: 2,
        pointRadius: 9,
        pointHoverRadius: 10,
      })),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      locale: texts.locale,
      scales: {
        x: {
          ...axis,
          reverse: d.reverseX,
          grid: { display: false },
          title: { display: true, text: texts.xTitle, color: INK },
        },
        y: {
          ...axis,
          position: d.yPosition,
          grid: { display: false },
          title: { display: true, text: texts.yTitle, color: INK },
        },
      },
      plugins: {
        legend: {
          position: 'bottom',
          // With rtl the start is the right: the legend lines up with the Arabic text.
          align: 'start',
          rtl: d.rtl,
          textDirection: textDirection(d),
          // The zones are the grid itself: nothing to switch off.
          onClick: () => {},
          labels: {
            color: INK,
            // The zones' own colours (the datasets' point colour is the person's marker).
            generateLabels: () =>
              TALENT_ZONES.map((zone, index) => ({
                text: texts.zones[zone],
                fillStyle: ZONE_FILL[zone],
                strokeStyle: ZONE_LINE[zone],
                fontColor: INK,
                lineWidth: 1,
                hidden: false,
                datasetIndex: index,
              })),
          },
        },
        tooltip: {
          rtl: d.rtl,
          textDirection: textDirection(d),
          callbacks: { label: () => texts.point },
        },
      },
    },
    plugins: [zonesPlugin],
  };
}
