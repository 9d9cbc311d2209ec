import { Text, View } from '@react-pdf/renderer';
import { createElement as h, type ReactElement } from 'react';
import type { ChartBar, ChartZone, Tone } from './report-model.ts';
import { type Flow, THEME, TONES, textStyle } from './theme.ts';

/*
 * Charts drawn as vector shapes (filled rectangles and hairlines), with their labels as real
 * text: they stay sharp at any zoom, their words can be selected and read aloud, and an RTL
 * document mirrors them (the scale starts at the right and bars grow leftwards).
 */

const LABEL_WIDTH = '34%';
const VALUE_WIDTH = 40;
const TICK_LABEL_WIDTH = 28;

const percent = (value: number, max: number) =>
  `${Math.max(0, Math.min(100, (value / max) * 100)).toFixed(3)}%`;

interface TrackProps {
  flow: Flow;
  max: number;
  zones: ChartZone[];
  ticks: number[];
  value: number;
  tone: Tone;
  height: number;
}

/** The scale's zones, its grid lines and one bar. */
function track({ flow, max, zones, ticks, value, tone, height }: TrackProps): ReactElement {
  const fill = (from: number, to: number, color: string, key: string, inset = 0) =>
    h(View, {
      key,
      style: {
        position: 'absolute',
        top: inset,
        bottom: inset,
        [flow.start]: percent(from, max),
        width: percent(to - from, max),
        backgroundColor: color,
      },
    });
  return h(
    View,
    { style: { flexGrow: 1, height, position: 'relative' } },
    ...zones.map((z, i) => fill(z.from, z.to, TONES[z.tone].soft, `z${i}`)),
    ...ticks.map((t) =>
      h(View, {
        key: `t${t}`,
        style: {
          position: 'absolute',
          top: 0,
          bottom: 0,
          [flow.start]: percent(t, max),
          width: 0.6,
          backgroundColor: THEME.grid,
        },
      }),
    ),
    fill(0, value, TONES[tone].strong, 'bar', height > 12 ? 3 : 2),
  );
}

/** Tick labels under a track, each centred on its grid line. */
function axis(flow: Flow, max: number, ticks: number[], format: Intl.NumberFormat): ReactElement {
  return h(
    View,
    { style: { flexGrow: 1, height: 12, position: 'relative' } },
    ...ticks.map((t) =>
      h(
        Text,
        {
          key: `a${t}`,
          style: textStyle(flow, {
            position: 'absolute',
            top: 1,
            [flow.start]: percent(t, max),
            width: TICK_LABEL_WIDTH,
            [flow.start === 'left' ? 'marginLeft' : 'marginRight']: -TICK_LABEL_WIDTH / 2,
            textAlign: 'center',
            fontSize: THEME.size.small - 1,
            lineHeight: 1.2,
            color: THEME.muted,
          }),
        },
        format.format(t),
      ),
    ),
  );
}

/** The zones' names beside their colours (a bar chart's bands, a grid chart's areas). */
export function legend(flow: Flow, zones: Pick<ChartZone, 'label' | 'tone'>[]): ReactElement {
  return h(
    View,
    { style: { flexDirection: flow.row, flexWrap: 'wrap', marginTop: 8 } },
    ...zones.map((z, i) =>
      h(
        View,
        {
          key: `l${i}`,
          style: {
            flexDirection: flow.row,
            alignItems: 'center',
            [flow.start === 'left' ? 'marginRight' : 'marginLeft']: 14,
          },
        },
        h(View, {
          style: {
            width: 10,
            height: 10,
            backgroundColor: TONES[z.tone].soft,
            borderWidth: 0.8,
            borderColor: TONES[z.tone].strong,
            [flow.start === 'left' ? 'marginRight' : 'marginLeft']: 5,
          },
        }),
        h(Text, { style: textStyle(flow, { fontSize: THEME.size.small }) }, z.label),
      ),
    ),
  );
}

export interface BarChartProps {
  flow: Flow;
  language: string;
  max: number;
  ticks: number[];
  zones: ChartZone[];
  bars: ChartBar[];
  caption?: string;
}

/** Horizontal bars, one per row: label, bar on the shaded scale, value. */
export function barChart(p: BarChartProps): ReactElement {
  const format = new Intl.NumberFormat(p.language);
  const row = (children: ReactElement[], key: string, marginBottom = 7) =>
    h(
      View,
      { key, style: { flexDirection: p.flow.row, alignItems: 'center', marginBottom } },
      ...children,
    );
  const labelCell = (text: string, key: string) =>
    h(
      Text,
      {
        key,
        style: textStyle(p.flow, {
          width: LABEL_WIDTH,
          [p.flow.start === 'left' ? 'paddingRight' : 'paddingLeft']: 8,
          lineHeight: 1.25,
        }),
      },
      text,
    );
  const valueCell = (text: string, key: string) =>
    h(
      Text,
      {
        key,
        style: textStyle(p.flow, {
          width: VALUE_WIDTH,
          textAlign: p.flow.end,
          fontWeight: 700,
          lineHeight: 1.25,
        }),
      },
      text,
    );
  const spacer = (width: number | string, key: string) => h(View, { key, style: { width } });
  return h(
    View,
    { wrap: false, style: { marginTop: 4, marginBottom: 10 } },
    ...p.bars.map((bar, i) =>
      row(
        [
          labelCell(bar.label, 'label'),
          track({
            flow: p.flow,
            max: p.max,
            zones: p.zones,
            ticks: p.ticks,
            value: bar.value,
            tone: bar.tone ?? 'accent',
            height: 18,
          }),
          valueCell(bar.valueText, 'value'),
        ],
        `b${i}`,
      ),
    ),
    row(
      [spacer(LABEL_WIDTH, 's1'), axis(p.flow, p.max, p.ticks, format), spacer(VALUE_WIDTH, 's2')],
      'axis',
      0,
    ),
    p.zones.length > 0 ? legend(p.flow, p.zones) : null,
    p.caption
      ? h(
          Text,
          {
            style: textStyle(p.flow, {
              fontSize: THEME.size.small,
              color: THEME.muted,
              marginTop: 6,
            }),
          },
          p.caption,
        )
      : null,
  );
}

export interface MeterProps {
  flow: Flow;
  language: string;
  max: number;
  zones: ChartZone[];
  value: number;
  tone: Tone;
}

/** One value on its scale: the zones' boundaries are its ticks. */
export function meter(p: MeterProps): ReactElement {
  const ticks = [...new Set([0, ...p.zones.flatMap((z) => [z.from, z.to]), p.max])]
    .filter((t) => t >= 0 && t <= p.max)
    .sort((a, b) => a - b);
  return h(
    View,
    { style: { marginTop: 6, marginBottom: 4 } },
    h(View, { style: { flexDirection: p.flow.row } }, track({ ...p, ticks, height: 12 })),
    h(
      View,
      { style: { flexDirection: p.flow.row } },
      axis(p.flow, p.max, ticks, new Intl.NumberFormat(p.language)),
    ),
  );
}
