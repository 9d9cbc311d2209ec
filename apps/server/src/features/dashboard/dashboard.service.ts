import type {
  DashboardIcoachItem,
  DashboardResponse,
  DashboardSurveyItem,
  DashboardTsItem,
} from '@portal/shared/dashboard';
import type { Locale } from '@portal/shared/locales';
import { DEFAULT_LAYOUT } from '@portal/shared/surveys';
import type { Db } from '../../db/client.ts';
import { personCacheOf } from '../../db/person-cache.ts';
import type { ActorContext } from '../../plugins/context.ts';
import { pick } from '../surveys/localised.ts';
import {
  type DashboardRow,
  type IcoachDashboardRow,
  listDashboard,
  type TsDashboardRow,
} from './dashboard.queries.ts';

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

function toItem(row: DashboardRow, locale: Locale): DashboardSurveyItem {
  return {
    id: row.id,
    timeCreated: iso(row.time_created),
    timeCompleted: iso(row.time_completed),
    lastReviewed: iso(row.last_reviewed_at),
    completedCountProgress: Number(row.done),
    amountCountProgress: Number(row.total),
    isAuthorized: row.is_authorized,
    surveyProduct: {
      survey: {
        title: pick(row.titles, locale, row.default_language),
        accessCode: row.access_code,
        reportLayout: { title: row.layout ?? DEFAULT_LAYOUT },
      },
    },
  };
}

function toIcoachItem(row: IcoachDashboardRow, locale: Locale): DashboardIcoachItem {
  return {
    id: row.id,
    timeCreated: iso(row.time_created),
    timeCompleted: iso(row.time_completed),
    lastReviewed: iso(row.last_reviewed_at),
    completedCountProgress: Number(row.done),
    amountCountProgress: Number(row.total),
    icoachCourse: {
      title: pick(row.titles, locale, row.default_language),
      accessCode: row.access_code,
      reportLayout: { title: DEFAULT_LAYOUT },
    },
  };
}

function toTsItem(row: TsDashboardRow, locale: Locale): DashboardTsItem {
  return {
    id: Number(row.id),
    timeCreated: iso(row.time_created),
    timeCompleted: null,
    lastReviewed: iso(row.last_reviewed),
    completedCountProgress: Number(row.done),
    amountCountProgress: Number(row.total),
    survey: {
      id: Number(row.survey_id),
      title: pick(row.titles, locale, row.default_language),
      accessCode: row.access_code,
      reportLayout: { title: DEFAULT_LAYOUT },
    },
  };
}

/**
 * GET /user/dashboard (platform §3): the person's takings, courses and 360 surveys. Kept for each
 * language until the person's view changes (decision 037): the dashboard is read again at every
 * visit and after every page of a survey, and changes far less often.
 */
export function getDashboard(ctx: ActorContext): Promise<DashboardResponse> {
  const personId = ctx.actor.user.id;
  return personCacheOf(ctx.db).get(personId, `dashboard:${ctx.locale}`, () =>
    readDashboard(ctx.db, personId, ctx.locale),
  );
}

async function readDashboard(db: Db, personId: number, locale: Locale): Promise<DashboardResponse> {
  const out: DashboardResponse = {
    eq: [],
    values: [],
    behaviours: [],
    dp: [],
    ipulse: [],
    icoach: [],
    tsSurvey: [],
  };
  const { surveys: surveyRows, icoach: icoachRows, ts: tsRows } = await listDashboard(db, personId);
  for (const row of surveyRows) {
    const list = out[row.product as 'eq' | 'values' | 'behaviours' | 'dp' | 'ipulse'];
    list?.push(toItem(row, locale));
  }
  out.icoach = icoachRows.map((row) => toIcoachItem(row, locale));
  out.tsSurvey = tsRows.map((row) => toTsItem(row, locale));
  return out;
}
