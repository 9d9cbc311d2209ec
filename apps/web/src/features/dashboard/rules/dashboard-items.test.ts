import type { DashboardResponse, DashboardSurveyItem } from '@portal/shared/dashboard';
import { describe, expect, it } from 'vitest';
import {
  dashboardItems,
  defaultShowCompleted,
  itemPercent,
  itemTarget,
  offersCertificate,
  visibleItems,
} from './dashboard-items';

const CODE = 'C'.repeat(50);
const row = (id: number, over: Partial<DashboardSurveyItem> = {}, layout = 'Default Layout') => ({
  id,
  timeCreated: '2026-01-02T10:00:00.000Z',
  timeCompleted: null,
  lastReviewed: '2026-01-02T10:00:00.000Z',
  completedCountProgress: 1,
  amountCountProgress: 3,
  isAuthorized: true,
  surveyProduct: { survey: { title: `S${id}`, accessCode: CODE, reportLayout: { title: layout } } },
  ...over,
});
const empty: DashboardResponse = {
  eq: [],
  values: [],
  behaviours: [],
  dp: [],
  ipulse: [],
  icoach: [],
  tsSurvey: [],
};

describe('dashboard cards (platform spec §2)', () => {
  it('lists every product, ids kept apart per product', () => {
    const items = dashboardItems({ ...empty, eq: [row(1)], dp: [row(1)] });
    expect(items.map((i) => i.key)).toEqual(['eq-1', 'dp-1']);
  });

  it('a card goes to its survey welcome; dp is discovery-process', () => {
    const [eq, dp] = dashboardItems({ ...empty, eq: [row(1)], dp: [row(2)] });
    expect(itemTarget(eq!)).toEqual({ type: 'link', href: `/eq/${CODE}` });
    expect(itemTarget(dp!)).toEqual({ type: 'link', href: `/discovery-process/${CODE}` });
  });

  it("a completed 'E.Q. Soft Touch Report' downloads its report instead", () => {
    const done = { timeCompleted: '2026-01-03T10:00:00.000Z' };
    const [soft, open] = dashboardItems({
      ...empty,
      eq: [row(5, done, 'E.Q. Soft Touch Report'), row(6, {}, 'E.Q. Soft Touch Report')],
    });
    expect(itemTarget(soft!)).toEqual({ type: 'report', surveyUserId: 5 });
    expect(itemTarget(open!).type).toBe('link');
    expect(itemPercent(soft!)).toBe(100);
    expect(itemPercent(open!)).toBe(34);
  });

  it('hides completed ones unless asked, and sorts by last reviewed both ways', () => {
    const items = dashboardItems({
      ...empty,
      eq: [
        row(1, { lastReviewed: '2026-01-01T00:00:00.000Z' }),
        row(2, { lastReviewed: '2026-03-01T00:00:00.000Z' }),
        row(3, { lastReviewed: null }),
        row(4, {
          timeCompleted: '2026-02-01T00:00:00.000Z',
          lastReviewed: '2026-02-01T00:00:00.000Z',
        }),
      ],
    });
    const ids = (list: typeof items) => list.map((i) => i.id);
    expect(ids(visibleItems(items, { showCompleted: false, sort: 'desc' }))).toEqual([2, 1, 3]);
    expect(ids(visibleItems(items, { showCompleted: true, sort: 'desc' }))).toEqual([2, 4, 1, 3]);
    expect(ids(visibleItems(items, { showCompleted: true, sort: 'asc' }))).toEqual([1, 4, 2, 3]);
  });

  it('a started survey not paid for is awaiting payment and leads to its payment page', () => {
    const [eq, dp, done] = dashboardItems({
      ...empty,
      eq: [row(1, { isAuthorized: false })],
      dp: [
        row(2, { isAuthorized: false }),
        row(3, { isAuthorized: false, timeCompleted: '2026-01-03T10:00:00.000Z' }),
      ],
    });
    expect(eq!.awaitingPayment).toBe(true);
    expect(itemTarget(eq!)).toEqual({ type: 'payment', href: `/payment/eq/${CODE}` });
    expect(itemTarget(dp!)).toEqual({
      type: 'payment',
      href: `/payment/discovery-process/${CODE}`,
    });
    expect(done!.awaitingPayment).toBe(false);
  });

  it('shows completed ones by default only to someone who has nothing else', () => {
    const done = { timeCompleted: '2026-01-03T10:00:00.000Z' };
    const onlyDone = dashboardItems({ ...empty, eq: [row(1, done)] });
    const mixed = dashboardItems({ ...empty, eq: [row(1, done), row(2)] });
    expect(defaultShowCompleted(onlyDone)).toBe(true);
    expect(defaultShowCompleted(mixed)).toBe(false);
    expect(defaultShowCompleted([])).toBe(false);
  });

  it('shows completed ones by default to someone with a report to download', () => {
    const done = { timeCompleted: '2026-01-03T10:00:00.000Z' };
    const withReport = dashboardItems({
      ...empty,
      eq: [row(1, done, 'E.Q. Soft Touch Report'), row(2)],
    });
    expect(defaultShowCompleted(withReport)).toBe(true);
  });

  it('an iCoach card goes to its course welcome, and once completed offers its certificate', () => {
    const course = (id: number, timeCompleted: string | null, layout = 'Default Layout') => ({
      id,
      timeCreated: '2026-01-02T10:00:00.000Z',
      timeCompleted,
      lastReviewed: null,
      completedCountProgress: 2,
      amountCountProgress: 9,
      icoachCourse: { title: `C${id}`, accessCode: CODE, reportLayout: { title: layout } },
    });
    const [open, done, soft] = dashboardItems({
      ...empty,
      icoach: [
        course(1, null),
        course(2, '2026-02-01T10:00:00.000Z'),
        course(3, '2026-02-01T10:00:00.000Z', 'E.Q. Soft Touch Report'),
      ],
    });
    expect(itemTarget(open!)).toEqual({ type: 'link', href: `/icoach/${CODE}` });
    expect(offersCertificate(open!)).toBe(false);
    expect(offersCertificate(done!)).toBe(true);
    // Its id is an iCoach user's: never a Soft Touch report download.
    expect(itemTarget(soft!)).toEqual({ type: 'link', href: `/icoach/${CODE}` });
  });
});
