/**
 * The report engine's input: a document described as plain data, with every text already
 * written in the reader's language and every number already formatted. The engine knows pages,
 * headings, charts and scripts; it knows nothing of surveys, scores or products, so the 360
 * review and the discovery process can describe their reports with the same blocks.
 *
 * Plain data on purpose: a model crosses into the rendering worker by structured clone, and
 * its JSON is the cache key of the finished PDF.
 */

export type TextDirection = 'ltr' | 'rtl';

/** Colours a bar, a zone or a badge; the engine's theme maps them to printable colours. */
export type Tone = 'neutral' | 'low' | 'middle' | 'high' | 'accent';

export interface ReportDocument {
  /** BCP 47 tag of the text (en-GB, ar, zh-Hans...): chooses the fonts and sets the PDF's /Lang. */
  language: string;
  /** rtl mirrors the layout: text starts at the right, rows and bars run right to left. */
  direction: TextDirection;
  /** PDF document information (shown by viewers, indexed by search). */
  info: { title: string; author?: string; subject?: string };
  cover: ReportCover;
  /** The pages after the cover, flowing from block to block. */
  body: ReportBlock[];
  /** Repeated at the foot of every body page. {{page}} and {{pages}} are filled in. */
  footer?: { text: string; pageNumber: string };
}

export interface ReportCover {
  /** A short line above the title (the report's name). */
  eyebrow?: string;
  title: string;
  subtitle?: string;
  /** Label and value pairs, e.g. who it is for and when. */
  facts: Fact[];
  /** A paragraph at the foot of the cover. */
  note?: string;
}

export interface Fact {
  label: string;
  value: string;
}

/** A band of a chart's scale, shaded behind the bars and named in the legend. */
export interface ChartZone {
  from: number;
  to: number;
  label: string;
  tone: Tone;
}

/** One scale of a grid chart: its name, its range and the values marked on it. */
export interface GridAxis {
  label: string;
  min: number;
  max: number;
  ticks: number[];
}

/** A rectangle of a grid chart, shaded behind the points and named in the legend. */
export interface GridZone {
  /** [from, to] on each axis; zones are drawn in order, a later one over an earlier one. */
  x: [number, number];
  y: [number, number];
  label: string;
  tone: Tone;
}

export interface ChartBar {
  label: string;
  value: number;
  /** The value as the reader sees it (formatted for the language). */
  valueText: string;
  tone?: Tone;
}

export type ReportBlock =
  | { kind: 'heading'; text: string; level?: 1 | 2; pageBreakBefore?: boolean }
  | { kind: 'paragraph'; text: string; muted?: boolean }
  | { kind: 'list'; items: string[]; ordered?: boolean }
  | { kind: 'facts'; items: Fact[] }
  | {
      kind: 'bar-chart';
      /** The scale runs from 0 to max; ticks are drawn as grid lines with their labels. */
      max: number;
      ticks: number[];
      zones?: ChartZone[];
      bars: ChartBar[];
      caption?: string;
    }
  | {
      /** One measure on its own: a title with its value and badge, a meter, then short texts. */
      kind: 'score-card';
      title: string;
      value: number;
      max: number;
      valueText: string;
      badge?: { text: string; tone: Tone };
      zones?: ChartZone[];
      sections: { label: string; text: string }[];
    }
  | {
      /**
       * Points on two scales (x across, y upwards) over shaded rectangular zones, with a legend:
       * e.g. a talent grid. A value outside an axis is drawn at its end.
       */
      kind: 'grid-chart';
      x: GridAxis;
      y: GridAxis;
      zones: GridZone[];
      points: { x: number; y: number; tone?: Tone }[];
      caption?: string;
    };

/**
 * Changes whenever the engine lays out the same model differently, so reports cached by an
 * earlier layout are made again. 2: the grid-chart block, and a heading kept on the page of the
 * unbreakable block after it.
 */
export const LAYOUT_VERSION = 2;
