import { LOCALES } from '@portal/shared/locales';
import { scoreBand } from '@portal/shared/reports';
import { describe, expect, it } from 'vitest';
import { EQ_QUESTIONNAIRE } from '../surveys/data/eq-questionnaire.ts';
import { buildSoftTouchReport, type SoftTouchFacts } from './soft-touch.model.ts';

const dims = EQ_QUESTIONNAIRE.dimensions.map((d) => ({
  key: d.key,
  names: d.name,
  descriptions: d.description,
}));
const facts = (over: Partial<SoftTouchFacts> = {}): SoftTouchFacts => ({
  locale: 'en_GB',
  personName: 'Ada Lovelace',
  surveyTitle: 'Soft Touch',
  completedAt: new Date('2026-03-05T23:30:00Z'),
  dimensions: dims,
  scores: Object.fromEntries(dims.map((d, i) => [d.key, [39.9, 40, 69.9, 70, 55.5, 12][i]!])),
  ...over,
});

describe('the Soft Touch report model', () => {
  it('puts scores in the bands of decision 006: below 40 low, 40 to 69.9 middle, 70 up high', () => {
    expect([0, 39.9, 40, 69.9, 70, 100].map(scoreBand)).toEqual([
      'low',
      'low',
      'middle',
      'middle',
      'high',
      'high',
    ]);
    const model = buildSoftTouchReport(facts());
    const cards = model.body.filter((b) => b.kind === 'score-card');
    expect(cards.map((c) => c.badge?.tone)).toEqual([
      'low',
      'middle',
      'middle',
      'high',
      'middle',
      'low',
    ]);
    expect(cards[0]!.sections.map((s) => s.label)).toEqual([
      'What it measures',
      'What your score means',
      'Something to try',
    ]);
  });

  it.each(LOCALES)('is written entirely in %s, with no key left untranslated', (locale) => {
    const model = buildSoftTouchReport(facts({ locale }));
    // The page number is the one template left: the engine fills it per page.
    expect(model.footer?.pageNumber).toMatch(
      /\{\{page\}\}.*\{\{pages\}\}|\{\{pages\}\}.*\{\{page\}\}/,
    );
    const json = JSON.stringify({ ...model, footer: model.footer?.text });
    expect(json).not.toMatch(/reports\.[a-z_]+/);
    expect(json).not.toContain('{{');
    expect(model.direction).toBe(locale === 'ar' ? 'rtl' : 'ltr');
    const chart = model.body.find((b) => b.kind === 'bar-chart');
    expect(chart?.kind === 'bar-chart' && chart.bars.map((b) => b.label)).toEqual(
      dims.map((d) => d.names[locale]),
    );
  });

  it('writes the completion date (a UTC calendar date) in the locale’s pattern', () => {
    const date = (locale: string) => buildSoftTouchReport(facts({ locale })).cover.facts[1]!.value;
    expect(date('en_GB')).toBe('05/03/2026');
    expect(date('de')).toBe('05.03.2026');
    expect(date('ja')).toBe('2026年03月05日');
    expect(date('tl')).toBe('03/05/2026');
  });

  it('names the strongest area, and the one to grow only when the scores differ', () => {
    const next = (scores: Record<string, number>) =>
      buildSoftTouchReport(facts({ scores })).body.find((b) => b.kind === 'facts');
    const varied = next(Object.fromEntries(dims.map((d, i) => [d.key, i * 10])));
    expect(varied?.kind === 'facts' && varied.items.map((f) => f.value)).toEqual([
      'Resilience (50)',
      'Self-awareness (0)',
    ]);
    const flat = next(Object.fromEntries(dims.map((d) => [d.key, 50])));
    expect(flat?.kind === 'facts' && flat.items).toHaveLength(1);
  });

  it('falls back to English for a locale the portal does not know', () => {
    expect(buildSoftTouchReport(facts({ locale: 'xx' })).language).toBe('en-GB');
  });
});
