import { LOCALES } from '@portal/shared/locales';
import type { TsPeriodResults } from '@portal/shared/team-survey-results';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReportBlock, ReportDocument } from '../../lib/pdf/report-model.ts';
import {
  buildPeriodReport,
  GLOBAL_FROM,
  LOCAL_FROM,
  type PeriodGoal,
  type PeriodReportFacts,
} from './period-report.model.ts';
import { talentZone } from './scores.ts';

/*
 * The period's report as a model (issue 12): what it says, in whose language, that it names no
 * rater, that withheld skills say so, and that it depends on the period's data and nothing else
 * (it is the report cache's key).
 */

/** Strips the isolates that set people's texts in their own direction. */
const plain = (s: string) => s.replace(/[\u2068\u2069]/g, '');
const json = (model: ReportDocument) => plain(JSON.stringify(model));

const goal = (over: Partial<PeriodGoal> = {}): PeriodGoal => ({
  title: 'Lead the planning',
  goal: 'Run the quarterly planning meeting.',
  specific: 'Quarterly planning',
  measurable: 'Four meetings',
  achievable: '',
  relevant: '',
  timeBound: 'By December',
  managerInput: 'On track.',
  rateeInput: '',
  successScore: 75,
  ...over,
});

function period(over: Partial<TsPeriodResults> = {}): TsPeriodResults {
  return {
    id: 7,
    score: 8.5,
    leadershipScore: 80,
    timeCreated: '2026-01-15',
    timeExpiry: '2027-01-15',
    isOpen: false,
    threshold: 3,
    skills: [
      { id: 1, skillId: 11, name: 'Listening', category: 1, ratings: 3, average: 80 },
      { id: 2, skillId: 12, name: 'Negotiation', category: 2, ratings: 2, average: null },
      { id: 3, skillId: 13, name: 'Planning', category: 3, ratings: 4, average: 62.5 },
    ],
    comments: [
      { skill: 'Listening', comment: 'Gives everyone room to speak.' },
      { skill: 'Planning', comment: 'Plans are clear.' },
      { skill: 'Listening', comment: 'Listens first.' },
    ],
    overall: { score: 9, comment: 'A strong period.', timeCreated: '2026-06-01T10:00:00.000Z' },
    everyday: [6, 8].map((score, i) => ({
      score,
      comment: `Everyday ${score}`,
      timeCreated: `2026-02-0${i + 1}T09:00:00.000Z`,
    })),
    ...over,
  };
}

const facts = (over: Partial<PeriodReportFacts> = {}): PeriodReportFacts => ({
  locale: 'en_GB',
  rateeName: 'Rita Ratee',
  managerName: 'Maria Manager',
  surveyTitle: 'Team review',
  period: period(),
  goals: [goal()],
  ...over,
});

const blocksOf = <K extends ReportBlock['kind']>(model: ReportDocument, kind: K) =>
  model.body.filter((b): b is Extract<ReportBlock, { kind: K }> => b.kind === kind);

afterEach(() => {
  vi.useRealTimers();
});

describe('the period report', () => {
  it('puts the ratee, the survey and the period on the cover, and the scores at a glance', () => {
    const model = buildPeriodReport(facts());
    expect(plain(model.cover.title)).toBe('Rita Ratee');
    expect(plain(model.cover.subtitle ?? '')).toBe('Team review');
    expect(model.cover.eyebrow).toBe('360 Review Report');
    expect(model.cover.facts.map((f) => plain(f.value))).toEqual([
      '15/01/2026 to 15/01/2027',
      'Maria Manager',
      'Closed',
    ]);
    const [glance] = blocksOf(model, 'facts');
    expect(Object.fromEntries(glance!.items.map((i) => [i.label, i.value]))).toMatchObject({
      'Average score': '85%',
      'Leadership score': '80%',
      'Talent grid zone': 'Local Talent Pool',
      'Overall rating': '9 out of 10',
      'Everyday ratings: average': '7 out of 10',
      'Everyday ratings given': '2',
    });
  });

  it('charts each category’s shown averages and says “Not enough ratings yet” for a withheld skill', () => {
    const model = buildPeriodReport(facts());
    const charts = blocksOf(model, 'bar-chart');
    expect(charts[0]!.bars).toEqual([{ label: 'Listening', value: 80, valueText: '80' }]);
    expect(charts[1]!.bars).toEqual([{ label: 'Planning', value: 62.5, valueText: '62.5' }]);
    const headings = blocksOf(model, 'heading').map((h) => h.text);
    expect(headings).toEqual(
      expect.arrayContaining(['Soft Skills', 'Essential Business Skills', 'Organisational Skills']),
    );
    const lists = blocksOf(model, 'list').flatMap((l) => l.items);
    expect(lists).toContain('Negotiation: Not enough ratings yet (2 of 3)');
    expect(charts.flatMap((c) => c.bars).some((b) => b.label === 'Negotiation')).toBe(false);
  });

  it('groups the comments under their shown skill, each group in text order', () => {
    const model = buildPeriodReport(facts());
    const body = model.body.map((b) =>
      b.kind === 'list' ? b.items.map(plain) : 'text' in b ? b.text : b.kind,
    );
    const at = body.indexOf('Comments from the support team');
    expect(body.slice(at + 2, at + 6)).toEqual([
      'Listening',
      ['Gives everyone room to speak.', 'Listens first.'],
      'Planning',
      ['Plans are clear.'],
    ]);
  });

  it('names no rater: fields a query might add about raters never reach the model', () => {
    const smuggled = period();
    const rater = { raterUserId: 4242, raterName: 'Zed Rater', raterEmail: 'zed@example.com' };
    Object.assign(smuggled.skills[0]!, rater);
    Object.assign(smuggled.comments[0]!, rater);
    Object.assign(smuggled.everyday[0]!, rater);
    Object.assign(smuggled, rater);
    const text = json(buildPeriodReport(facts({ period: smuggled })));
    expect(text).not.toContain('Zed');
    expect(text).not.toContain('zed@example.com');
    expect(text).not.toContain('4242');
    expect(text).not.toMatch(/rater/i);
  });

  it('places the ratee on the talent grid by the lower score, a score under 70 drawn at 70', () => {
    const [grid] = blocksOf(buildPeriodReport(facts()), 'grid-chart');
    expect(grid!.points).toEqual([{ x: 85, y: 80, tone: 'middle' }]);
    expect(grid!.zones.map((z) => [z.label, z.x[0]])).toEqual([
      ['Emerging Talent', 70],
      ['Local Talent Pool', 80],
      ['Global Talent Pool', 90],
    ]);
    const low = buildPeriodReport(facts({ period: period({ score: 6, leadershipScore: 95 }) }));
    expect(blocksOf(low, 'grid-chart')[0]!.points).toEqual([{ x: 70, y: 95, tone: 'neutral' }]);
    // The zones drawn are the ones talentZone decides.
    expect(talentZone(LOCAL_FROM, LOCAL_FROM)).toBe('local');
    expect(talentZone(LOCAL_FROM - 0.1, 100)).toBe('emerging');
    expect(talentZone(GLOBAL_FROM, GLOBAL_FROM)).toBe('global');
    expect(talentZone(GLOBAL_FROM - 0.1, 100)).toBe('local');
  });

  it('has no point and says why while the period lacks a score', () => {
    const model = buildPeriodReport(facts({ period: period({ leadershipScore: null }) }));
    expect(blocksOf(model, 'grid-chart')[0]!.points).toEqual([]);
    expect(json(model)).toContain('this period does not have both yet');
  });

  it('charts the last ten everyday ratings, oldest first, and counts them all', () => {
    const everyday = Array.from({ length: 12 }, (_, i) => ({
      score: i % 11,
      comment: 'x',
      timeCreated: `2026-03-${String(i + 1).padStart(2, '0')}T08:00:00.000Z`,
    }));
    const model = buildPeriodReport(facts({ period: period({ everyday }) }));
    const chart = blocksOf(model, 'bar-chart').at(-1)!;
    expect(chart.bars.map((b) => b.label)).toEqual(
      Array.from({ length: 10 }, (_, i) => `${String(i + 3).padStart(2, '0')}/03/2026`),
    );
    expect(chart.caption).toBe(
      "The last 10 of the period's 12 everyday ratings, oldest first, each out of 10.",
    );
  });

  it('lists each goal with its success score and the SMART parts given', () => {
    const model = buildPeriodReport(
      facts({ goals: [goal(), goal({ title: 'Mentor', successScore: null })] }),
    );
    const items = blocksOf(model, 'list').map((l) => l.items.map(plain));
    expect(items).toContainEqual([
      'Success score: 75%',
      'Specific: Quarterly planning',
      'Measurable: Four meetings',
      'Time-bound: By December',
      'Manager input: On track.',
    ]);
    expect(items).toContainEqual(expect.arrayContaining(['Success score: Not scored yet']));
    expect(json(buildPeriodReport(facts({ goals: [] })))).toContain(
      'No goals were set in this period.',
    );
  });

  it('is in the ratee’s language: Arabic right to left, every text translated in all 12', () => {
    const arabic = buildPeriodReport(facts({ locale: 'ar' }));
    expect(arabic.direction).toBe('rtl');
    expect(arabic.language).toBe('ar');
    expect(arabic.cover.eyebrow).toBe('تقرير تقييم 360');
    expect(json(arabic)).toContain('لا توجد تقييمات كافية بعد');
    for (const locale of LOCALES) {
      const model = buildPeriodReport(facts({ locale }));
      expect(model.direction).toBe(locale === 'ar' ? 'rtl' : 'ltr');
      // A key that is missing comes back as itself; only the footer's page number keeps its slots.
      const { pageNumber, ...footer } = model.footer!;
      expect(pageNumber).toMatch(/\{\{page\}\}/);
      expect(json({ ...model, footer: { ...footer, pageNumber: '' } })).not.toMatch(
        /team-survey\.|reports\.|\{\{/,
      );
    }
    expect(buildPeriodReport(facts({ locale: 'xx' })).language).toBe('en-GB');
  });

  it('depends on the period’s data only: the same at any time, different after any change', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T00:00:00Z'));
    const first = JSON.stringify(buildPeriodReport(facts()));
    vi.setSystemTime(new Date('2031-09-30T23:59:00Z'));
    expect(JSON.stringify(buildPeriodReport(facts()))).toBe(first);
    const p = period();
    const changes: Partial<PeriodReportFacts>[] = [
      {
        period: {
          ...p,
          comments: [...p.comments, { skill: 'Planning', comment: 'Plans are clear.' }],
        },
      },
      {
        period: {
          ...p,
          skills: p.skills.map((s) => (s.id === 2 ? { ...s, ratings: 3, average: 50 } : s)),
        },
      },
      { period: { ...p, skills: p.skills.map((s) => (s.id === 2 ? { ...s, ratings: 1 } : s)) } },
      { period: { ...p, everyday: [...p.everyday, { ...p.everyday[0]!, score: 6 }] } },
      { period: { ...p, overall: null } },
      { period: { ...p, score: 8.4 } },
      { period: { ...p, leadershipScore: 81 } },
      { period: { ...p, isOpen: true } },
      { goals: [goal({ successScore: 80 })] },
      { goals: [goal({ rateeInput: 'Two meetings so far.' })] },
      { goals: [goal(), goal({ title: 'Another' })] },
    ];
    for (const change of changes) {
      expect(JSON.stringify(buildPeriodReport(facts(change)))).not.toBe(first);
    }
  });
});
