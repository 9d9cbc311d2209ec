import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/accounts.ts';
import {
  icoachComments,
  icoachStepCompletions,
  icoachTestAttempts,
} from '../../db/schema/icoach.ts';
import {
  answers,
  ipulseComments,
  resiliencyResponses,
  statements,
  surveyResults,
} from '../../db/schema/surveys.ts';
import {
  tsGoals,
  tsManagerRatings,
  tsRateeSkills,
  tsRatees,
  tsSkillRatings,
} from '../../db/schema/team-survey.ts';

/*
 * The reads behind a person's data export (issue 13, decision 025): what they answered, wrote
 * and gave, keyed by the takings and courses people.queries lists.
 */

export async function answersOf(db: Db, surveyUserIds: number[]) {
  if (surveyUserIds.length === 0) return [];
  return db
    .select({
      surveyUserId: answers.surveyUserId,
      statementId: answers.statementId,
      texts: statements.texts,
      rank: answers.rank,
      score: answers.score,
    })
    .from(answers)
    .innerJoin(statements, eq(statements.id, answers.statementId))
    .where(inArray(answers.surveyUserId, surveyUserIds))
    .orderBy(asc(answers.surveyUserId), asc(statements.sectionId), asc(statements.position));
}

export async function resultsOf(db: Db, surveyUserIds: number[]) {
  if (surveyUserIds.length === 0) return [];
  return db.select().from(surveyResults).where(inArray(surveyResults.surveyUserId, surveyUserIds));
}

export async function commentsOf(db: Db, surveyUserIds: number[]) {
  if (surveyUserIds.length === 0) return [];
  return db
    .select()
    .from(ipulseComments)
    .where(inArray(ipulseComments.surveyUserId, surveyUserIds));
}

export async function resiliencyOf(db: Db, surveyUserIds: number[]) {
  if (surveyUserIds.length === 0) return [];
  return db
    .select()
    .from(resiliencyResponses)
    .where(inArray(resiliencyResponses.dpSurveyUserId, surveyUserIds))
    .orderBy(asc(resiliencyResponses.questionId));
}

export async function stepCompletionsOf(db: Db, icoachUserIds: number[]) {
  if (icoachUserIds.length === 0) return [];
  return db
    .select()
    .from(icoachStepCompletions)
    .where(inArray(icoachStepCompletions.icoachUserId, icoachUserIds))
    .orderBy(asc(icoachStepCompletions.completedAt));
}

export async function courseCommentsOf(db: Db, icoachUserIds: number[]) {
  if (icoachUserIds.length === 0) return [];
  return db
    .select()
    .from(icoachComments)
    .where(inArray(icoachComments.icoachUserId, icoachUserIds))
    .orderBy(asc(icoachComments.id));
}

export async function testAttemptsOf(db: Db, icoachUserIds: number[]) {
  if (icoachUserIds.length === 0) return [];
  return db
    .select()
    .from(icoachTestAttempts)
    .where(inArray(icoachTestAttempts.icoachUserId, icoachUserIds))
    .orderBy(asc(icoachTestAttempts.id));
}

/** As a rater: the ratings this person gave, and nobody else's. */
export async function skillRatingsGivenBy(db: Db, userId: number) {
  return db
    .select({
      rateeId: tsRateeSkills.rateeId,
      skillId: tsRateeSkills.skillId,
      reviewId: tsSkillRatings.reviewId,
      score: tsSkillRatings.score,
      comment: tsSkillRatings.comment,
      createdAt: tsSkillRatings.createdAt,
    })
    .from(tsSkillRatings)
    .innerJoin(tsRateeSkills, eq(tsRateeSkills.id, tsSkillRatings.rateeSkillId))
    .where(eq(tsSkillRatings.raterUserId, userId))
    .orderBy(asc(tsSkillRatings.id));
}

export async function managerRatingsGivenBy(db: Db, userId: number) {
  return db
    .select()
    .from(tsManagerRatings)
    .where(eq(tsManagerRatings.managerUserId, userId))
    .orderBy(asc(tsManagerRatings.id));
}

/** As a ratee: the goals of their own ratee records. */
export async function goalsOf(db: Db, userId: number) {
  return db
    .select({
      rateeId: tsGoals.rateeId,
      reviewId: tsGoals.reviewId,
      title: tsGoals.title,
      goal: tsGoals.goal,
      rateeInput: tsGoals.rateeInput,
      managerInput: tsGoals.managerInput,
      successScore: tsGoals.successScore,
      createdAt: tsGoals.createdAt,
    })
    .from(tsGoals)
    .innerJoin(tsRatees, eq(tsRatees.id, tsGoals.rateeId))
    .where(eq(tsRatees.userId, userId))
    .orderBy(asc(tsGoals.id));
}

export async function auditEntriesAbout(db: Db, userId: number) {
  return db
    .select()
    .from(auditLog)
    .where(eq(auditLog.targetUserId, userId))
    .orderBy(asc(auditLog.id));
}
