import { describe, expect, it } from 'vitest';
import {
  BARS_Y,
  barsConfig,
  chartDirection,
  DIAL_CUTOUT,
  dialConfig,
  dialSegments,
  GRID_MAX,
  GRID_MIN,
  gridConfig,
  gridValue,
} from './results-charts';

const ltr = chartDirection('ltr');
const rtl = chartDirection('rtl');
const gridTexts = {
  zones: { emerging: 'Emerging Talent', local: 'Local Talent Pool', global: 'Global Talent Pool' },
  xTitle: 'Average score',
  yTitle: 'Leadership score',
  point: 'here',
  locale: 'en-GB',
};

describe('the talent grid (team-survey spec §2, §9)', () => {
  it('draws a score below 70 at 70, and nothing past 100', () => {
    expect(gridValue(55)).toBe(70);
    expect(gridValue(70)).toBe(70);
    expect(gridValue(84.5)).toBe(84.5);
    expect(gridValue(120)).toBe(100);
  });

  it('runs both axes from 70 to 100, with the three zones as its legends', () => {
    const config = gridConfig(
      { performance: 60, leadership: 85, zone: 'emerging' },
      ltr,
      gridTexts,
    );
    expect(config.options?.scales?.x).toMatchObject({ min: GRID_MIN, max: GRID_MAX });
    expect(config.options?.scales?.y).toMatchObject({ min: GRID_MIN, max: GRID_MAX });
    expect(config.data.datasets.map((d) => d.label)).toEqual([
      'Emerging Talent',
      'Local Talent Pool',
      'Global Talent Pool',
    ]);
    // The legend shows each zone in its own colours.
    const generate = config.options?.plugins?.legend?.labels?.generateLabels;
    const labels = generate ? generate({} as never) : [];
    expect(labels.map((l) => l.text)).toEqual([
      'Emerging Talent',
      'Local Talent Pool',
      'Global Talent Pool',
    ]);
    expect(new Set(labels.map((l) => l.fillStyle)).size).toBe(3);
    // The point is in its zone's dataset, drawn at the floor.
    expect(config.data.datasets.map((d) => d.data)).toEqual([[{ x: 70, y: 85 }], [], []]);
  });

  it('has no point before both scores are there', () => {
    const config = gridConfig(null, ltr, gridTexts);
    expect(config.data.datasets.every((d) => d.data.length === 0)).toBe(true);
  });
});

describe('mirroring in Arabic', () => {
  it('reverses the x axis, puts the y axis on the right and reads legends right to left', () => {
    expect(ltr).toEqual({ rtl: false, reverseX: false, yPosition: 'left' });
    expect(rtl).toEqual({ rtl: true, reverseX: true, yPosition: 'right' });
    const grid = gridConfig(null, rtl, gridTexts);
    expect(grid.options?.scales?.x).toMatchObject({ reverse: true });
    expect(grid.options?.scales?.y).toMatchObject({ position: 'right' });
    expect(grid.options?.plugins?.legend).toMatchObject({ rtl: true, align: 'start' });
    const bars = barsConfig([{ label: '01/03', title: '01/03/2026', score: 7 }], rtl, {
      series: 's',
      yTitle: 'y',
      locale: 'ar',
    });
    expect(bars.options?.scales?.x).toMatchObject({ reverse: true });
    expect(bars.options?.scales?.y).toMatchObject({ position: 'right' });
  });

  it('fills the dial from the left, and from the right in Arabic', () => {
    expect(dialSegments(7.5, ltr).map((s) => s.value)).toEqual([7.5, 2.5]);
    expect(dialSegments(7.5, rtl).map((s) => s.value)).toEqual([2.5, 7.5]);
  });
});

describe('the everyday charts', () => {
  it('the dial is half a circle from 0 to 10 with an 80% cutout', () => {
    const config = dialConfig(12, ltr);
    expect(config.options).toMatchObject({
      rotation: -90,
      circumference: 180,
      cutout: DIAL_CUTOUT,
    });
    expect(DIAL_CUTOUT).toBe('80%');
    expect(config.data.datasets[0]?.data).toEqual([10, 0]);
    expect(dialConfig(null, ltr).data.datasets[0]?.data).toEqual([0, 10]);
  });

  it('the bars stand on a y axis from 0 to 10 in steps of 5', () => {
    const config = barsConfig([{ label: 'a', title: 'a', score: 3 }], ltr, {
      series: 's',
      yTitle: 'y',
      locale: 'en-GB',
    });
    expect(BARS_Y).toEqual({ min: 0, max: 10, stepSize: 5 });
    expect(config.options?.scales?.y).toMatchObject({ min: 0, max: 10, ticks: { stepSize: 5 } });
    expect(config.options?.scales?.x).toMatchObject({ reverse: false });
  });
});
