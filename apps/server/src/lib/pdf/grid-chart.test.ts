import { execFileSync } from 'node:child_process';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { reportElement } from './document.ts';
import { fontStack } from './fonts.ts';
import { axisPercent, gridChart } from './grid-chart.ts';
import { renderPdf } from './render.ts';
import type { ReportBlock, ReportDocument } from './report-model.ts';
import { flowOf, TONES } from './theme.ts';

/*
 * The grid-chart block (a talent grid: points over nested zones on two scales) and the body's
 * rule that a heading goes to the page of the unbreakable block after it.
 */
const chart: Extract<ReportBlock, { kind: 'grid-chart' }> = {
  kind: 'grid-chart',
  x: { label: 'Performance axis', min: 70, max: 100, ticks: [70, 80, 90, 100] },
  y: { label: 'Leadership axis', min: 70, max: 100, ticks: [70, 80, 90, 100] },
  zones: [
    { x: [70, 100], y: [70, 100], label: 'Outer zone', tone: 'neutral' },
    { x: [80, 100], y: [80, 100], label: 'Middle zone', tone: 'middle' },
    { x: [90, 100], y: [90, 100], label: 'Inner zone', tone: 'high' },
  ],
  points: [{ x: 85, y: 95, tone: 'middle' }],
  caption: 'Grid caption',
};

type Node = ReactElement<{ style?: Record<string, unknown>; children?: unknown }>;

/** Every element of a tree, depth first. */
function elements(node: unknown): Node[] {
  if (Array.isArray(node)) return node.flatMap(elements);
  if (!node || typeof node !== 'object' || !('props' in node)) return [];
  const el = node as Node;
  return [el, ...elements(el.props.children)];
}

const theDot = (tree: ReactElement) =>
  elements(tree).filter((e) => e.props.style?.borderRadius !== undefined);

function pdfText(pdf: Uint8Array): string {
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf }).toString();
  return text.replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');
}

describe('a value’s place on a grid axis', () => {
  it('is its share of the axis in percent, a value off the axis at its nearer end', () => {
    const axis = { min: 70, max: 100 };
    expect(axisPercent(axis, 70)).toBe(0);
    expect(axisPercent(axis, 85)).toBe(50);
    expect(axisPercent(axis, 100)).toBe(100);
    expect(axisPercent(axis, 80)).toBeCloseTo(33.333, 3);
    expect(axisPercent(axis, 40)).toBe(0);
    expect(axisPercent(axis, 120)).toBe(100);
  });
});

describe('the grid chart’s layout', () => {
  it('places a point from the left in LTR and from the right in RTL, up from the bottom in both', () => {
    const [ltr] = theDot(gridChart(flowOf('ltr', fontStack('en')), 'en', chart));
    expect(ltr!.props.style).toMatchObject({ left: '50%', bottom: '83.333%' });
    expect(ltr!.props.style?.right).toBeUndefined();
    expect(ltr!.props.style?.backgroundColor).toBe(TONES.middle.strong);
    const [rtl] = theDot(gridChart(flowOf('rtl', fontStack('ar')), 'ar', chart));
    expect(rtl!.props.style).toMatchObject({ right: '50%', bottom: '83.333%' });
    expect(rtl!.props.style?.left).toBeUndefined();
  });

  it('draws no point while there is none to place', () => {
    const empty = gridChart(flowOf('ltr', fontStack('en')), 'en', { ...chart, points: [] });
    expect(theDot(empty)).toHaveLength(0);
  });
});

const doc = (language: string, direction: 'ltr' | 'rtl', body: ReportBlock[]): ReportDocument => ({
  language,
  direction,
  info: { title: 'Grid test' },
  cover: { title: 'Grid test', facts: [] },
  body,
});

describe('a rendered grid chart', () => {
  it('carries its axes’ names, their values, the zones’ names and the caption as text', async () => {
    const text = pdfText(await renderPdf(doc('en-GB', 'ltr', [chart])));
    for (const word of ['Performance axis', 'Leadership axis', 'Outer zone', 'Middle zone']) {
      expect(text).toContain(word);
    }
    expect(text).toContain('Inner zone');
    expect(text).toContain('Grid caption');
    for (const tick of ['70', '80', '90', '100']) expect(text).toContain(tick);
  });

  it('in Arabic, with the names in Arabic', async () => {
    const arabic = {
      ...chart,
      x: { ...chart.x, label: 'المحور' },
      zones: chart.zones.map((z, i) => ({ ...z, label: ['موهبة', 'محلي', 'عالمي'][i]! })),
    };
    const text = pdfText(await renderPdf(doc('ar', 'rtl', [arabic])));
    for (const word of ['المحور', 'موهبة', 'محلي', 'عالمي']) expect(text).toContain(word);
  });
});

describe('the body’s pages', () => {
  it('keep a heading with the unbreakable block after it, and leave other blocks as they are', () => {
    const tree = reportElement(
      doc('en-GB', 'ltr', [
        { kind: 'heading', text: 'Grid', pageBreakBefore: true },
        chart,
        { kind: 'heading', text: 'Notes', level: 2 },
        { kind: 'paragraph', text: 'Some text.' },
      ]),
    );
    const pages = elements(tree).filter(
      (e) => (e.type as { displayName?: string }) && 'size' in e.props,
    );
    const body = pages[1]!;
    const blocks = (body.props.children as unknown[]).filter(Boolean) as Node[];
    const [kept, notes, paragraph] = blocks;
    expect(kept!.props).toMatchObject({ wrap: false, break: true });
    expect(elements(kept).some((e) => e.props.children === 'Grid')).toBe(true);
    expect(theDot(kept!)).toHaveLength(1);
    expect(elements(notes).some((e) => e.props.children === 'Notes')).toBe(true);
    expect(elements(paragraph).some((e) => e.props.children === 'Some text.')).toBe(true);
  });
});
