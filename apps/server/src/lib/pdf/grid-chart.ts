import { Text, View } from '@react-pdf/renderer';
import { createElement as h, type ReactElement } from 'react';
import { legend } from './chart.ts';
import type { GridAxis, ReportBlock } from './report-model.ts';
import { type Flow, THEME, TONES, textStyle } from './theme.ts';

/*
 * A grid chart: points on two scales over shaded rectangles, drawn like the bar charts (vector
 * shapes, labels as real text). In an RTL document the x axis runs from the right, as the bars
 * do, and the y scale's labels stand on the right; up stays up.
 */

const PLOT = 230;
const TICK_COLUMN = 30;
const DOT = 11;

/** Where a value falls on an axis, in percent of the plot from the axis' start; clamped to the axis. */
export function axisPercent(axis: Pick<GridAxis, 'min' | 'max'>, value: number): number {
  const share = (value - axis.min) / (axis.max - axis.min);
  return Math.round(Math.max(0, Math.min(1, share)) * 100_000) / 1000;
}

const pct = (axis: GridAxis, value: number) => `${axisPercent(axis, value)}%`;

type GridChart = Extract<ReportBlock, { kind: 'grid-chart' }>;

export function gridChart(flow: Flow, language: string, chart: GridChart): ReactElement {
  const format = new Intl.NumberFormat(language);
  const { x, y } = chart;
  const small = (extra: Record<string, unknown>) =>
    textStyle(flow, { fontSize: THEME.size.small, color: THEME.muted, lineHeight: 1.3, ...extra });
  const line = (key: string, style: Record<string, unknown>) =>
    h(View, { key, style: { position: 'absolute', backgroundColor: THEME.grid, ...style } });

  const plot = h(
    View,
    {
      style: {
        width: PLOT,
        height: PLOT,
        position: 'relative',
        borderWidth: 0.8,
        borderColor: THEME.grid,
      },
    },
    ...chart.zones.map((z, i) =>
      h(View, {
        key: `z${i}`,
        style: {
          position: 'absolute',
          [flow.start]: pct(x, z.x[0]),
          width: `${axisPercent(x, z.x[1]) - axisPercent(x, z.x[0])}%`,
          bottom: pct(y, z.y[0]),
          height: `${axisPercent(y, z.y[1]) - axisPercent(y, z.y[0])}%`,
          backgroundColor: TONES[z.tone].soft,
          borderWidth: 0.6,
          borderColor: TONES[z.tone].strong,
        },
      }),
    ),
    ...x.ticks.map((t) =>
      line(`gx${t}`, { top: 0, bottom: 0, [flow.start]: pct(x, t), width: 0.4 }),
    ),
    ...y.ticks.map((t) => line(`gy${t}`, { left: 0, right: 0, bottom: pct(y, t), height: 0.4 })),
    ...chart.points.map((p, i) =>
      h(View, {
        key: `p${i}`,
        style: {
          position: 'absolute',
          [flow.start]: pct(x, p.x),
          bottom: pct(y, p.y),
          width: DOT,
          height: DOT,
          // Centred on the value: half the dot back along each axis.
          [flow.start === 'left' ? 'marginLeft' : 'marginRight']: -DOT / 2,
          marginBottom: -DOT / 2,
          borderRadius: DOT / 2,
          borderWidth: 1.5,
          borderColor: '#ffffff',
          backgroundColor: TONES[p.tone ?? 'accent'].strong,
        },
      }),
    ),
  );

  const yTicks = h(
    View,
    { style: { width: TICK_COLUMN, height: PLOT, position: 'relative' } },
    // Where both axes start at the same value, the x axis' label names the corner for both.
    ...y.ticks
      .filter((t) => !(t === y.min && x.min === y.min && x.ticks.includes(x.min)))
      .map((t) =>
        h(
          Text,
          {
            key: `y${t}`,
            style: small({
              position: 'absolute',
              bottom: pct(y, t),
              marginBottom: -5,
              [flow.end]: 4,
              textAlign: flow.end,
              fontSize: THEME.size.small - 1,
              lineHeight: 1.2,
            }),
          },
          format.format(t),
        ),
      ),
  );

  const xTicks = h(
    View,
    { style: { width: PLOT, height: 14, position: 'relative' } },
    ...x.ticks.map((t) =>
      h(
        Text,
        {
          key: `x${t}`,
          style: small({
            position: 'absolute',
            top: 2,
            [flow.start]: pct(x, t),
            width: TICK_COLUMN,
            [flow.start === 'left' ? 'marginLeft' : 'marginRight']: -TICK_COLUMN / 2,
            textAlign: 'center',
            fontSize: THEME.size.small - 1,
            lineHeight: 1.2,
          }),
        },
        format.format(t),
      ),
    ),
  );

  const row = (children: ReactElement[], key: string) =>
    h(View, { key, style: { flexDirection: flow.row } }, ...children);
  const spacer = (key: string) => h(View, { key, style: { width: TICK_COLUMN } });

  return h(
    View,
    { wrap: false, style: { marginTop: 4, marginBottom: 12 } },
    // The y axis' name above its scale (turned text would not shape Arabic or CJK reliably).
    h(Text, { style: small({ fontWeight: 700, marginBottom: 4 }) }, y.label),
    row([yTicks, plot], 'plot'),
    row([spacer('s'), xTicks], 'xticks'),
    row(
      [
        spacer('s'),
        h(
          Text,
          { key: 'xl', style: small({ width: PLOT, textAlign: 'center', fontWeight: 700 }) },
          x.label,
        ),
      ],
      'xlabel',
    ),
    chart.zones.length > 0 ? legend(flow, chart.zones) : null,
    chart.caption
      ? h(Text, { style: small({ marginTop: 6, lineHeight: THEME.lineHeight }) }, chart.caption)
      : null,
  );
}
