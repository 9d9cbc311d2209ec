import type { TextDirection, Tone } from './report-model.ts';

/** Colours and sizes of every report; tones are chosen to print well and read on screen. */
export const THEME = {
  ink: '#1f2933',
  muted: '#52606d',
  rule: '#d9dee4',
  grid: '#b8c0ca',
  accent: '#1d4e6f',
  accentSoft: '#e7eff5',
  page: { width: 595.28, marginX: 50, marginTop: 54, marginBottom: 70 },
  size: { body: 10.5, small: 8.5, h1: 17, h2: 12.5, title: 28, subtitle: 14 },
  lineHeight: 1.5,
} as const;

/** Strong colour (bars, badges) and soft colour (zones behind bars) per tone. */
export const TONES: Record<Tone, { strong: string; soft: string }> = {
  neutral: { strong: '#616e7c', soft: '#f0f2f4' },
  low: { strong: '#b45309', soft: '#fcf0e3' },
  middle: { strong: '#2f6fb0', soft: '#e8f0f9' },
  high: { strong: '#1f7a58', soft: '#e4f3ec' },
  accent: { strong: '#1d4e6f', soft: '#e7eff5' },
};

/**
 * Direction-aware layout helpers: an RTL document mirrors rows, text alignment and the side
 * bars grow from, so the reader's eye starts where their script starts.
 */
export interface Flow {
  direction: TextDirection;
  row: 'row' | 'row-reverse';
  start: 'left' | 'right';
  end: 'left' | 'right';
  fontFamily: string[];
}

export function flowOf(direction: TextDirection, fontFamily: string[]): Flow {
  const rtl = direction === 'rtl';
  return {
    direction,
    row: rtl ? 'row-reverse' : 'row',
    start: rtl ? 'right' : 'left',
    end: rtl ? 'left' : 'right',
    fontFamily,
  };
}

/** The base style of every text: the font stack, bidi base direction and alignment. */
export function textStyle(flow: Flow, extra: Record<string, unknown> = {}) {
  return {
    fontFamily: flow.fontFamily,
    direction: flow.direction,
    textAlign: flow.start,
    fontSize: THEME.size.body,
    lineHeight: THEME.lineHeight,
    color: THEME.ink,
    ...extra,
  };
}
