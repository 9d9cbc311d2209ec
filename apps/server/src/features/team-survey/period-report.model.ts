import { DEFAULT_LOCALE, isLocale, isRtl, LOCALE_BCP47 } from '@portal/shared/locales';
import type { TalentZone, TsPeriodResults } from '@portal/shared/team-survey-results';
import { type Translate, translator } from '../../lib/i18n.ts';
import type {
  ChartBar,
  Fact,
  GridZone,
  ReportBlock,
  ReportDocument,
} from '../../lib/pdf/report-model.ts';
import { asPercent, GRID_FLOOR, gridValue, talentZone } from './scores.ts';

/**
 * The PDF of one 360 review period (team-survey spec §2 "Results", §7 "Download report", issue
 * 12) as a model for the report engine: who and when on the cover; the period's scores and the
 * talent grid; skill averages by category, withheld below the anonymity threshold; the manager's
 * overall rating and the everyday trend; the support team's comments; the period's goals.
 *
 * Written in the RATEE's language (users.locale), whoever downloads it, so the ratee and the
 * manager read the same report. Pure: the same facts always give the same model, and nothing in
 * it depends on when it is made (no "generated on"), because the model is the report cache's key
 * (docs/decisions/009): the stored PDF is served until something it shows changes.
 *
 * Anonymity (decision 024): the facts carry no rater at all, and every value below is picked
 * field by field, never spread, so a field added to the period's rows later cannot slip in.
 */
export interface PeriodReportFacts {
  /** The ratee's users.locale; anything unknown reads as en_GB. */
  locale: string;
  rateeName: string;
  managerName: string;
  surveyTitle: string;
  /** periodResults(), skill names already in the ratee's language. */
  period: TsPeriodResults;
  /** The goals set in the period, in the order they were set. */
  goals: PeriodGoal[];
}

export interface PeriodGoal {
  title: string;
  goal: string;
  specific: string;
  measurable: string;
  achievable: string;
  relevant: string;
  timeBound: string;
  managerInput: string;
  rateeInput: string;
  /** 0-100, null until the manager sets it. */
  successScore: number | null;
}

const CATEGORIES = [1, 2, 3] as const;
const SMART = ['specific', 'measurable', 'achievable', 'relevant', 'timeBound'] as const;
const SMART_KEYS = {
  specific: 'specific',
  measurable: 'measurable',
  achievable: 'achievable',
  relevant: 'relevant',
  timeBound: 'time_bound',
} as const;
/** The results page's bar chart shows the last ten everyday scores (spec §2); so does the report. */
const EVERYDAY_SHOWN = 10;
const GRID_MAX = 100;
// The zones' floors of scores.ts talentZone (not exported there; the model test ties them).
export const LOCAL_FROM = 80;
export const GLOBAL_FROM = 90;
const GRID_TICKS = [GRID_FLOOR, LOCAL_FROM, GLOBAL_FROM, GRID_MAX];
const ZONE_TONES = { emerging: 'neutral', local: 'middle', global: 'high' } as const;

interface Formats {
  t: Translate;
  r: (key: string, vars?: Record<string, string | number>) => string;
  number: Intl.NumberFormat;
  percent: (value: number) => string;
  date: (isoDate: string) => string;
}

export function buildPeriodReport(facts: PeriodReportFacts): ReportDocument {
  const locale = isLocale(facts.locale) ? facts.locale : DEFAULT_LOCALE;
  const t = translator(locale);
  const language = LOCALE_BCP47[locale];
  const percentFormat = new Intl.NumberFormat(language, {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  const f: Formats = {
    t,
    r: (key, vars) => t(`team-survey.report.${key}`, vars),
    number: new Intl.NumberFormat(language, { maximumFractionDigits: 1 }),
    percent: (value) => percentFormat.format(value / 100),
    date: (iso) => calendarDate(t, iso),
  };
  const p = facts.period;
  const name = f.r('name');
  const period = f.r('period_range', { from: f.date(p.timeCreated), to: f.date(p.timeExpiry) });
  return {
    language,
    direction: isRtl(locale) ? 'rtl' : 'ltr',
    info: { title: `${name} – ${facts.rateeName}`, author: 'Talent Portal', subject: period },
    cover: {
      eyebrow: name,
      title: own(facts.rateeName),
      subtitle: own(facts.surveyTitle),
      facts: [
        { label: f.r('period'), value: period },
        { label: f.r('manager'), value: own(facts.managerName) },
        { label: f.r('status'), value: f.r(p.isOpen ? 'status_open' : 'status_closed') },
      ],
      note: f.r('cover_note', { threshold: f.number.format(p.threshold) }),
    },
    body: [
      ...summary(f, p),
      ...grid(f, p, own(facts.rateeName)),
      ...skills(f, p),
      ...overall(f, p),
      ...everyday(f, p),
      ...comments(f, p),
      ...goals(f, facts.goals),
    ],
    footer: {
      // Who and which period on every page; the survey's title is on the cover.
      text: `${own(facts.rateeName)} · ${period}`,
      pageNumber: t('reports.page_number'),
    },
  };
}

/** The period's two scores in percent and the zone they place the ratee in (decision 024). */
function scoresOf(p: TsPeriodResults) {
  const performance = asPercent(p.score);
  const leadership = p.leadershipScore;
  return { performance, leadership, zone: talentZone(performance, leadership) };
}

function summary(f: Formats, p: TsPeriodResults): ReportBlock[] {
  const { performance, leadership, zone } = scoresOf(p);
  const orNotYet = (value: number | null, show: (n: number) => string) =>
    value === null ? f.r('not_yet') : show(value);
  const everydayScores = p.everyday.map((e) => e.score);
  const everydayAverage =
    everydayScores.length === 0
      ? null
      : Math.round((everydayScores.reduce((a, b) => a + b, 0) / everydayScores.length) * 10) / 10;
  const outOfTen = (n: number) =>
    f.r('out_of_ten', { n: f.number.format(n), max: f.number.format(10) });
  const items: Fact[] = [
    { label: f.r('period_score'), value: orNotYet(performance, f.percent) },
    { label: f.r('leadership_score'), value: orNotYet(leadership, f.percent) },
    { label: f.r('talent_zone'), value: zone ? f.r(`zones.${zone}`) : f.r('not_yet') },
    { label: f.r('overall_rating'), value: orNotYet(p.overall?.score ?? null, outOfTen) },
    { label: f.r('everyday_average'), value: orNotYet(everydayAverage, outOfTen) },
    { label: f.r('everyday_count'), value: f.number.format(everydayScores.length) },
  ];
  return [
    { kind: 'heading', text: f.r('summary_heading') },
    { kind: 'facts', items },
    { kind: 'paragraph', text: f.r('summary_note'), muted: true },
  ];
}

function grid(f: Formats, p: TsPeriodResults, rateeName: string): ReportBlock[] {
  const { performance, leadership, zone } = scoresOf(p);
  const zoneName = (z: TalentZone) => f.r(`zones.${z}`);
  // Drawn in order, the later over the earlier: the zones are nested squares (decision 024).
  const square = (from: number, z: TalentZone): GridZone => ({
    x: [from, GRID_MAX],
    y: [from, GRID_MAX],
    label: zoneName(z),
    tone: ZONE_TONES[z],
  });
  const zones = [
    square(GRID_FLOOR, 'emerging'),
    square(LOCAL_FROM, 'local'),
    square(GLOBAL_FROM, 'global'),
  ];
  const axis = (label: string) => ({ label, min: GRID_FLOOR, max: GRID_MAX, ticks: GRID_TICKS });
  const placed = performance !== null && leadership !== null && zone !== null;
  return [
    { kind: 'heading', text: f.r('grid_heading') },
    {
      kind: 'paragraph',
      text: placed
        ? f.r('grid_placed', {
            name: rateeName,
            performance: f.percent(performance),
            leadership: f.percent(leadership),
            zone: zoneName(zone),
          })
        : f.r('grid_not_placed'),
    },
    {
      kind: 'grid-chart',
      x: axis(f.r('grid_x')),
      y: axis(f.r('grid_y')),
      zones,
      points: placed
        ? [{ x: gridValue(performance), y: gridValue(leadership), tone: ZONE_TONES[zone] }]
        : [],
      caption: f.r('grid_rule', {
        global: f.percent(GLOBAL_FROM),
        local: f.percent(LOCAL_FROM),
        floor: f.percent(GRID_FLOOR),
        max: f.percent(GRID_MAX),
      }),
    },
  ];
}

function skills(f: Formats, p: TsPeriodResults): ReportBlock[] {
  const blocks: ReportBlock[] = [
    { kind: 'heading', text: f.r('skills_heading') },
    {
      kind: 'paragraph',
      text: f.r('skills_intro', {
        threshold: f.number.format(p.threshold),
        max: f.number.format(100),
      }),
      muted: true,
    },
  ];
  if (p.skills.length === 0) return [...blocks, { kind: 'paragraph', text: f.r('no_skills') }];
  for (const category of CATEGORIES) {
    const inCategory = p.skills.filter((s) => s.category === category);
    if (inCategory.length === 0) continue;
    blocks.push({ kind: 'heading', level: 2, text: f.t(`team-survey.categories.c${category}`) });
    const bars: ChartBar[] = inCategory.flatMap((s) =>
      s.average === null
        ? []
        : [{ label: s.name, value: s.average, valueText: f.number.format(s.average) }],
    );
    if (bars.length > 0) {
      blocks.push({ kind: 'bar-chart', max: 100, ticks: [0, 20, 40, 60, 80, 100], bars });
    }
    const withheld = inCategory.filter((s) => s.average === null);
    if (withheld.length > 0) {
      blocks.push({
        kind: 'list',
        items: withheld.map((s) =>
          f.r('withheld', {
            skill: s.name,
            status: f.r('not_enough'),
            count: f.number.format(s.ratings),
            needed: f.number.format(p.threshold),
          }),
        ),
      });
    }
  }
  return blocks;
}

function overall(f: Formats, p: TsPeriodResults): ReportBlock[] {
  const heading: ReportBlock = { kind: 'heading', text: f.r('overall_heading') };
  if (!p.overall) return [heading, { kind: 'paragraph', text: f.r('no_overall') }];
  return [
    heading,
    {
      kind: 'score-card',
      title: f.r('overall_title'),
      value: p.overall.score,
      max: 10,
      valueText: f.r('out_of_ten', {
        n: f.number.format(p.overall.score),
        max: f.number.format(10),
      }),
      sections: [
        { label: f.r('manager_comment'), text: own(p.overall.comment) },
        { label: f.r('given_on'), text: f.date(p.overall.timeCreated) },
      ],
    },
  ];
}

function everyday(f: Formats, p: TsPeriodResults): ReportBlock[] {
  const heading: ReportBlock = { kind: 'heading', text: f.r('everyday_heading') };
  if (p.everyday.length === 0) return [heading, { kind: 'paragraph', text: f.r('no_everyday') }];
  const shown = p.everyday.slice(-EVERYDAY_SHOWN);
  return [
    heading,
    {
      kind: 'bar-chart',
      max: 10,
      ticks: [0, 5, 10],
      bars: shown.map((e) => ({
        label: f.date(e.timeCreated),
        value: e.score,
        valueText: f.number.format(e.score),
      })),
      caption: f.r('everyday_caption', {
        shown: f.number.format(shown.length),
        count: f.number.format(p.everyday.length),
        max: f.number.format(10),
      }),
    },
  ];
}

/** The comments of the shown skills, grouped under their skill in skill order, each in text order. */
function comments(f: Formats, p: TsPeriodResults): ReportBlock[] {
  const blocks: ReportBlock[] = [
    { kind: 'heading', text: f.r('comments_heading') },
    { kind: 'paragraph', text: f.r('comments_intro'), muted: true },
  ];
  const named = new Set<string>();
  for (const skill of p.skills) {
    if (skill.average === null || named.has(skill.name)) continue;
    named.add(skill.name);
    const items = p.comments.filter((c) => c.skill === skill.name).map((c) => own(c.comment));
    if (items.length === 0) continue;
    blocks.push({ kind: 'heading', level: 2, text: skill.name }, { kind: 'list', items });
  }
  if (blocks.length === 2) blocks.push({ kind: 'paragraph', text: f.r('no_comments') });
  return blocks;
}

function goals(f: Formats, list: PeriodGoal[]): ReportBlock[] {
  const heading: ReportBlock = { kind: 'heading', text: f.r('goals_heading') };
  if (list.length === 0) return [heading, { kind: 'paragraph', text: f.r('no_goals') }];
  const item = (label: string, text: string) => f.r('item', { k: label, v: own(text) });
  const details = (g: PeriodGoal) => [
    ...SMART.filter((k) => g[k].trim() !== '').map((k) =>
      item(f.t(`team-survey.goals.letters.${SMART_KEYS[k]}`), g[k]),
    ),
    ...(g.managerInput.trim()
      ? [item(f.t('team-survey.goals.manager_input'), g.managerInput)]
      : []),
    ...(g.rateeInput.trim() ? [item(f.t('team-survey.goals.ratee_input'), g.rateeInput)] : []),
  ];
  const score = (g: PeriodGoal) =>
    g.successScore === null ? f.t('team-survey.goals.not_scored') : f.percent(g.successScore);
  // Title, goal and its details as text that may break between lines, so a goal never leaves its
  // title alone at the foot of a page.
  return [
    heading,
    ...list.flatMap((g): ReportBlock[] => [
      { kind: 'heading', level: 2, text: own(g.title) },
      { kind: 'paragraph', text: own(g.goal) },
      { kind: 'list', items: [item(f.r('success_score'), score(g)), ...details(g)] },
    ]),
  ];
}

/**
 * A text people wrote (a name, a comment, a goal), set in its own direction: wrapped in Unicode's
 * first-strong isolate, an English comment in an Arabic report keeps its full stop at its end
 * and an Arabic name in an English sentence keeps its letters in order, each read as one unit
 * in the line around it. The marks draw nothing (the fonts map them to empty glyphs).
 */
export const own = (text: string) => `\u2068${text}\u2069`;

/**
 * A calendar date (YYYY-MM-DD, or the day of an instant in UTC) in the locale's pattern from
 * reports.json, the same as every other report's dates.
 */
export function calendarDate(t: Translate, iso: string): string {
  const [y = '', m = '', d = ''] = iso.slice(0, 10).split('-');
  return t('reports.date_format', { d, m, y });
}
