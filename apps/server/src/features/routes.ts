import multipart from '@fastify/multipart';
import { LIMITS } from '@portal/shared/limits';
import type { FastifyPluginAsync } from 'fastify';
import { accountsRoutes } from './accounts/accounts.routes.ts';
import { adminRoutes } from './admin/admin.routes.ts';
import { accountDataRoutes } from './admin/people.routes.ts';
import { contentRoutes } from './content/content.routes.ts';
import { dashboardRoutes } from './dashboard/dashboard.routes.ts';
import { icoachRoutes } from './icoach/icoach.routes.ts';
import { kriskRoutes } from './krisk/krisk.routes.ts';
import { lookupsRoutes } from './lookups/lookups.routes.ts';
import { paymentsRoutes } from './payments/payments.routes.ts';
import { reportsRoutes } from './reports/reports.routes.ts';
import { surveysRoutes } from './surveys/surveys.routes.ts';
import { teamSurveyGoalsRoutes } from './team-survey/goals.routes.ts';
import { teamSurveyReportRoutes } from './team-survey/report.routes.ts';
import { teamSurveyResultsRoutes } from './team-survey/results.routes.ts';
import { teamSurveyRoutes } from './team-survey/team-survey.routes.ts';

/** Every feature's routes, one line each, under /api. */
export const registerFeatureRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: LIMITS.avatarMaxBytes, files: 1, fields: 5 },
  });
  await app.register(accountsRoutes);
  await app.register(lookupsRoutes);
  await app.register(contentRoutes);
  await app.register(surveysRoutes);
  await app.register(dashboardRoutes);
  await app.register(paymentsRoutes);
  await app.register(kriskRoutes);
  await app.register(reportsRoutes);
  await app.register(icoachRoutes);
  await app.register(teamSurveyRoutes);
  await app.register(adminRoutes);
  await app.register(accountDataRoutes);
  await app.register(teamSurveyResultsRoutes);
  await app.register(teamSurveyGoalsRoutes);
  await app.register(teamSurveyReportRoutes);
};
