import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import {
  dimensions,
  reportLayouts,
  surveyResults,
  surveys,
  surveyUsers,
} from '../../db/schema/surveys.ts';

/**
 * A taking with what its report needs, found only among the actor's own takings (conventions,
 * habit 6: the owner is in the where, so someone else's id reads as not found).
 */
export async function findOwnReportSubject(db: Db, surveyUserId: number, ownerId: number) {
  const [row] = await db
    .select({
      surveyUserId: surveyUsers.id,
      timeCompleted: surveyUsers.timeCompleted,
      surveyTitles: surveys.titles,
      surveyDefaultLanguage: surveys.defaultLanguage,
      questionnaireId: surveys.questionnaireId,
      layoutTitle: reportLayouts.title,
      firstName: users.firstName,
      lastName: users.lastName,
      locale: users.locale,
      scores: surveyResults.scores,
      computedAt: surveyResults.computedAt,
    })
    .from(surveyUsers)
    .innerJoin(surveys, eq(surveys.id, surveyUsers.surveyId))
    .innerJoin(users, eq(users.id, surveyUsers.userId))
    .leftJoin(reportLayouts, eq(reportLayouts.id, surveys.reportLayoutId))
    .leftJoin(surveyResults, eq(surveyResults.surveyUserId, surveyUsers.id))
    .where(and(eq(surveyUsers.id, surveyUserId), eq(surveyUsers.userId, ownerId)))
    .limit(1);
  return row ?? null;
}

export type ReportSubject = NonNullable<Awaited<ReturnType<typeof findOwnReportSubject>>>;

/** A questionnaire's dimensions in their order, with names and descriptions per locale. */
export async function listDimensions(db: Db, questionnaireId: number) {
  return db
    .select({ key: dimensions.key, names: dimensions.names, descriptions: dimensions.descriptions })
    .from(dimensions)
    .where(eq(dimensions.questionnaireId, questionnaireId))
    .orderBy(asc(dimensions.position));
}

export type DimensionRow = Awaited<ReturnType<typeof listDimensions>>[number];
