import { DEFAULT_LOCALE, isLocale, isRtl, LOCALE_BCP47 } from '@portal/shared/locales';
import { BAND_FLOORS, SCORE_MAX, type ScoreBand, scoreBand } from '@portal/shared/reports';
import { type Translate, translator } from '../../lib/i18n.ts';
import type { ChartZone, ReportBlock, ReportDocument } from '../../lib/pdf/report-model.ts';
import { pick } from '../surveys/localised.ts';
import type { DimensionRow } from './reports.queries.ts';

/**
 * The E.Q. Soft Touch report as a model for the PDF engine: a cover (survey title, person,
 * completion date), how to read the scores, a chart of every dimension, a card per dimension
 * with its description and what its band means, and what to do next. Written in the person's
 * own locale (users.locale); fixed texts come from the `reports` namespace, dimension names and
 * descriptions from the database.
 */
export interface SoftTouchFacts {
  /** users.locale; anything unknown reads as en_GB. */
  locale: string;
  personName: string;
  surveyTitle: string;
  completedAt: Date;
  dimensions: DimensionRow[];
  /** survey_results.scores: dimension key → 0-100 (docs/decisions/006-scoring-model.md). */
  scores: Record<string, number>;
}

interface Area {
  name: string;
  description: string;
  score: number;
  scoreText: string;
  band: ScoreBand;
}

const TICKS = [0, 20, 40, 60, 80, 100];
const NEXT_STEPS = ['1', '2', '3', '4'];

export function buildSoftTouchReport(facts: SoftTouchFacts): ReportDocument {
  const locale = isLocale(facts.locale) ? facts.locale : DEFAULT_LOCALE;
  const t = translator(locale);
  const language = LOCALE_BCP47[locale];
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const areas: Area[] = facts.dimensions.flatMap((d) => {
    const score = facts.scores[d.key];
    if (typeof score !== 'number') return [];
    return [
      {
        name: pick(d.names, locale),
        description: pick(d.descriptions, locale),
        score,
        scoreText: number.format(score),
        band: scoreBand(score),
      },
    ];
  });
  const zones = bandZones(t, number);
  const st = (key: string) => t(`reports.soft_touch.${key}`);

  const body: ReportBlock[] = [
    { kind: 'heading', text: st('about_heading') },
    { kind: 'paragraph', text: st('about_ranking') },
    { kind: 'paragraph', text: st('about_bands') },
    { kind: 'heading', text: st('overview_heading') },
    {
      kind: 'bar-chart',
      max: SCORE_MAX,
      ticks: TICKS,
      zones,
      bars: areas.map((a) => ({
        label: a.name,
        value: a.score,
        valueText: a.scoreText,
        tone: a.band,
      })),
      caption: st('overview_caption'),
    },
    { kind: 'heading', text: st('details_heading') },
    ...areas.map(
      (a): ReportBlock => ({
        kind: 'score-card',
        title: a.name,
        value: a.score,
        max: SCORE_MAX,
        valueText: a.scoreText,
        badge: { text: t(`reports.bands.${a.band}`), tone: a.band },
        zones,
        sections: [
          ...(a.description ? [{ label: st('what_it_measures'), text: a.description }] : []),
          { label: st('what_it_means'), text: st(`interpretation.${a.band}.meaning`) },
          { label: st('something_to_try'), text: st(`interpretation.${a.band}.try`) },
        ],
      }),
    ),
    { kind: 'heading', text: st('next_heading') },
    ...extremes(t, areas),
    { kind: 'list', ordered: true, items: NEXT_STEPS.map((n) => st(`next_steps.${n}`)) },
  ];

  return {
    language,
    direction: isRtl(locale) ? 'rtl' : 'ltr',
    info: {
      title: `${facts.surveyTitle} – ${facts.personName}`,
      author: facts.personName,
      subject: st('name'),
    },
    cover: {
      eyebrow: st('name'),
      title: facts.surveyTitle,
      subtitle: st('subtitle'),
      facts: [
        { label: st('prepared_for'), value: facts.personName },
        { label: st('completed_on'), value: formatDate(t, facts.completedAt) },
      ],
      note: st('cover_note'),
    },
    body,
    footer: {
      text: `${facts.personName} · ${facts.surveyTitle}`,
      pageNumber: t('reports.page_number'),
    },
  };
}

/** The three bands of decision 006 as the charts' shaded zones, named with their limits. */
function bandZones(t: Translate, number: Intl.NumberFormat): ChartZone[] {
  const { middle, high } = BAND_FLOORS;
  return [
    {
      from: 0,
      to: middle,
      tone: 'low',
      label: t('reports.bands.low_range', { limit: number.format(middle) }),
    },
    {
      from: middle,
      to: high,
      tone: 'middle',
      // Scores have one decimal: the middle band ends a tenth below the high one.
      label: t('reports.bands.middle_range', {
        from: number.format(middle),
        to: number.format(high - 0.1),
      }),
    },
    {
      from: high,
      to: SCORE_MAX,
      tone: 'high',
      label: t('reports.bands.high_range', { limit: number.format(high) }),
    },
  ];
}

/** The area the person leans on most and, when the scores differ, the one with most room to grow. */
function extremes(t: Translate, areas: Area[]): ReportBlock[] {
  if (areas.length === 0) return [];
  const top = areas.reduce((a, b) => (b.score > a.score ? b : a));
  const bottom = areas.reduce((a, b) => (b.score < a.score ? b : a));
  const item = (key: string, area: Area) => ({
    label: t(`reports.soft_touch.${key}`),
    value: t('reports.area_score', { a: area.name, n: area.scoreText }),
  });
  const items = [item('strongest', top)];
  if (bottom.score < top.score) items.push(item('develop', bottom));
  return [{ kind: 'facts', items }];
}

/** The completion date as a calendar date in UTC, in the locale's pattern from reports.json. */
export function formatDate(t: Translate, instant: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return t('reports.date_format', {
    d: two(instant.getUTCDate()),
    m: two(instant.getUTCMonth() + 1),
    y: String(instant.getUTCFullYear()),
  });
}
