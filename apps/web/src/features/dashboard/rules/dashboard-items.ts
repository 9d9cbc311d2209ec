import type { DashboardResponse } from '@portal/shared/dashboard';
import { progressPercent } from '@portal/shared/rules/progress';
import { DEFAULT_LAYOUT, SOFT_TOUCH_LAYOUT } from '@portal/shared/survey-products';
import { paths } from '../../../config/paths';

/** platform spec §2 "Dashboard": the type labels. */
export const ITEM_KINDS = ['360', 'eq', 'values', 'behaviours', 'dp', 'ipulse', 'icoach'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

export interface DashboardItem {
  /** Unique over all kinds (ids are per product). */
  key: string;
  kind: ItemKind;
  /** The survey-user (or iCoach-user, team-survey-user) id. */
  id: number;
  title: string;
  accessCode: string;
  layout: string;
  timeCreated: string | null;
  timeCompleted: string | null;
  lastReviewed: string | null;
  done: number;
  total: number;
  /** A paid survey started but not paid for yet (the server's isAuthorized false). */
  awaitingPayment: boolean;
}

type Row = {
  id: number;
  timeCreated: string | null;
  timeCompleted: string | null;
  lastReviewed: string | null;
  completedCountProgress: number;
  amountCountProgress: number;
  /** Only survey takings can wait for a payment; iCoach and 360 rows do not carry it. */
  isAuthorized?: boolean;
};

function item(
  kind: ItemKind,
  row: Row,
  survey: { title: string; accessCode: string; reportLayout: { title: string } },
): DashboardItem {
  return {
    key: `${kind}-${row.id}`,
    kind,
    id: row.id,
    title: survey.title,
    accessCode: survey.accessCode,
    layout: survey.reportLayout.title || DEFAULT_LAYOUT,
    timeCreated: row.timeCreated,
    timeCompleted: row.timeCompleted,
    lastReviewed: row.lastReviewed,
    done: row.completedCountProgress,
    total: row.amountCountProgress,
    awaitingPayment: row.isAuthorized === false && row.timeCompleted === null,
  };
}

/** Every list of the dashboard answer as one list of cards. */
export function dashboardItems(response: DashboardResponse): DashboardItem[] {
  return [
    ...response.tsSurvey.map((row) => item('360', row, row.survey)),
    ...(['eq', 'values', 'behaviours', 'dp', 'ipulse'] as const).flatMap((kind) =>
      response[kind].map((row) => item(kind, row, row.surveyProduct.survey)),
    ),
    ...response.icoach.map((row) => item('icoach', row, row.icoachCourse)),
  ];
}

/** platform spec §4: "started when timeCreated is set and completed when timeCompleted is set". */
export const isStarted = (i: DashboardItem) => i.timeCreated !== null;
export const isCompleted = (i: DashboardItem) => i.timeCompleted !== null;

export function itemPercent(i: DashboardItem): number {
  return isCompleted(i) ? 100 : progressPercent(i.done, i.total);
}

/** Issue 10: a completed iCoach course offers its certificate (the item's id is the iCoach user). */
export const offersCertificate = (i: DashboardItem) => i.kind === 'icoach' && isCompleted(i);

export type SortOrder = 'desc' | 'asc';

/**
 * The show-completed toggle's state before the person has set it: completed items are hidden
 * while something is still open, and shown to someone who has nothing else or who has a report
 * to download (issue 9: a finished report must be found without knowing the toggle), or an
 * iCoach certificate (issue 10, the same reason).
 */
export function defaultShowCompleted(items: DashboardItem[]): boolean {
  return (
    (items.length > 0 && items.every(isCompleted)) ||
    items.some((i) => itemTarget(i).type === 'report' || offersCertificate(i))
  );
}

/** The show-completed toggle and the sort by last reviewed (never reviewed last either way). */
export function visibleItems(
  items: DashboardItem[],
  options: { showCompleted: boolean; sort: SortOrder },
): DashboardItem[] {
  const time = (i: DashboardItem) => (i.lastReviewed ? Date.parse(i.lastReviewed) : Number.NaN);
  return items
    .filter((i) => options.showCompleted || !isCompleted(i))
    .sort((a, b) => {
      const ta = time(a);
      const tb = time(b);
      if (Number.isNaN(ta) || Number.isNaN(tb))
        return Number.isNaN(ta) ? (Number.isNaN(tb) ? 0 : 1) : -1;
      return options.sort === 'asc' ? ta - tb : tb - ta;
    });
}

export type ItemTarget =
  | { type: 'report'; surveyUserId: number }
  | { type: 'payment'; href: string }
  | { type: 'link'; href: string };

/**
 * platform spec §2: a completed 'E.Q. Soft Touch Report' downloads its PDF; iCoach goes to its
 * welcome; anything else to the survey welcome, where dp is 'discovery-process'. One started but
 * not paid for goes to its payment page (§4: "if not authorised (not paid) go to the payment page").
 */
export function itemTarget(i: DashboardItem): ItemTarget {
  // An iCoach course always opens its welcome (its id is an iCoach user's, never a report's).
  if (i.kind === 'icoach') return { type: 'link', href: paths.icoachWelcome.href(i.accessCode) };
  if (i.layout === SOFT_TOUCH_LAYOUT && isCompleted(i))
    return { type: 'report', surveyUserId: i.id };
  const product = i.kind === 'dp' ? 'discovery-process' : i.kind;
  if (i.awaitingPayment && product !== '360' && product !== 'ipulse') {
    return { type: 'payment', href: paths.surveyPayment.href(product, i.accessCode) };
  }
  return { type: 'link', href: paths.surveyWelcome.href(product, i.accessCode) };
}
