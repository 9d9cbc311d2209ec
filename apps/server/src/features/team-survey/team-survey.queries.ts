import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oncePerDb } from '../../db/prepared.ts';
import { users } from '../../db/schema/accounts.ts';
import {
  tsManagerRatings,
  tsRateeRaters,
  tsRateeSkills,
  tsRatees,
  tsReviews,
  tsSkillRatings,
  tsSkills,
  tsSurveys,
  tsUsers,
} from '../../db/schema/team-survey.ts';

export type TsSurveyRow = typeof tsSurveys.$inferSelect;
export type RateeRow = typeof tsRatees.$inferSelect;

export async function findTsSurveyByCode(db: Db, code: string) {
  const [row] = await db.select().from(tsSurveys).where(eq(tsSurveys.accessCode, code));
  return row ?? null;
}

export async function findTsSurveyById(db: Db, id: number) {
  const [row] = await db.select().from(tsSurveys).where(eq(tsSurveys.id, id));
  return row ?? null;
}

export function listRolesOf(db: Db, tsSurveyId: number, userId: number) {
  return db
    .select({
      id: tsUsers.id,
      role: tsUsers.role,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(tsUsers)
    .innerJoin(users, eq(users.id, tsUsers.userId))
    .where(and(eq(tsUsers.tsSurveyId, tsSurveyId), eq(tsUsers.userId, userId)))
    .orderBy(asc(tsUsers.id));
}

/** The ts user `tsUserId` when it is the person's manager role in its survey. */
export async function findManagerRole(db: Db, tsUserId: number, userId: number) {
  const [row] = await db
    .select()
    .from(tsUsers)
    .where(and(eq(tsUsers.id, tsUserId), eq(tsUsers.userId, userId), eq(tsUsers.role, 'manager')));
  return row ?? null;
}

export async function findRatee(db: Db, rateeId: number) {
  const [row] = await db.select().from(tsRatees).where(eq(tsRatees.id, rateeId));
  return row ?? null;
}

export async function isRaterOf(db: Db, rateeId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: tsRateeRaters.id })
    .from(tsRateeRaters)
    .where(and(eq(tsRateeRaters.rateeId, rateeId), eq(tsRateeRaters.userId, userId)));
  return !!row;
}

const personColumns = {
  personId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  pictureFileName: users.pictureFileName,
};

/** Ratees with their person and the time of the last rating they were given. */
function rateesQuery(db: Db) {
  return db
    .select({
      ratee: tsRatees,
      ...personColumns,
      lastReviewed: sql<Date | string | null>`(
        select max(r.created_at) from ts_skill_ratings r
          join ts_ratee_skills rs on rs.id = r.ratee_skill_id
         where rs.ratee_id = ${tsRatees.id})`,
      periodStart: sql<string | null>`(
        select v.starts_on::text from ts_reviews v
         where v.ratee_id = ${tsRatees.id} and v.closed_at is null)`,
      periodExpiry: sql<string | null>`(
        select v.expires_on::text from ts_reviews v
         where v.ratee_id = ${tsRatees.id} and v.closed_at is null)`,
    })
    .from(tsRatees)
    .innerJoin(users, eq(users.id, tsRatees.userId));
}
export type RateeWithPerson = Awaited<ReturnType<ReturnType<typeof rateesQuery>['where']>>[number];

export function listRateesOfManager(db: Db, tsSurveyId: number, managerUserId: number) {
  return rateesQuery(db)
    .where(and(eq(tsRatees.tsSurveyId, tsSurveyId), eq(tsRatees.managerUserId, managerUserId)))
    .orderBy(asc(tsRatees.id));
}

export function listRateesOfRater(
  db: Db,
  tsSurveyId: number,
  raterUserId: number,
): Promise<RateeWithPerson[]> {
  return rateesOfRater(db).execute({ tsSurveyId, raterUserId });
}

/** Prepared (issue 14): a rater opens this list every time they come to rate. */
const rateesOfRater = oncePerDb((db) =>
  rateesQuery(db)
    .innerJoin(
      tsRateeRaters,
      and(
        eq(tsRateeRaters.rateeId, tsRatees.id),
        eq(tsRateeRaters.userId, sql.placeholder('raterUserId')),
      ),
    )
    .where(eq(tsRatees.tsSurveyId, sql.placeholder('tsSurveyId')))
    .orderBy(asc(tsRatees.id))
    .prepare('list_ratees_of_rater'),
);

export function listOwnRatee(db: Db, tsSurveyId: number, userId: number) {
  return rateesQuery(db).where(
    and(eq(tsRatees.tsSurveyId, tsSurveyId), eq(tsRatees.userId, userId)),
  );
}

export function findRateeWithPerson(db: Db, rateeId: number) {
  return rateesQuery(db).where(eq(tsRatees.id, rateeId));
}

export function listRaters(db: Db, rateeId: number) {
  return db
    .select({ id: tsRateeRaters.id, ...personColumns })
    .from(tsRateeRaters)
    .innerJoin(users, eq(users.id, tsRateeRaters.userId))
    .where(eq(tsRateeRaters.rateeId, rateeId))
    .orderBy(asc(tsRateeRaters.id));
}

export async function findPerson(db: Db, userId: number) {
  const [row] = await db.select(personColumns).from(users).where(eq(users.id, userId));
  return row ?? null;
}

export async function findOpenReview(db: Db, rateeId: number) {
  const [row] = await db
    .select()
    .from(tsReviews)
    .where(and(eq(tsReviews.rateeId, rateeId), isNull(tsReviews.closedAt)));
  return row ?? null;
}

/** The ratee's skills; `ratedBy` marks those that person rated in the open review. */
export async function listRateeSkills(db: Db, rateeId: number, ratedBy: number | null) {
  const result = await db.execute(sql`
    select rs.id, s.id as skill_id, s.category, s.names, s.in_contexts, s.how_to_develops,
           ${
             ratedBy === null
               ? sql`false`
               : sql`exists (select 1 from ts_skill_ratings r
                   join ts_reviews v on v.id = r.review_id and v.closed_at is null
                  where r.ratee_skill_id = rs.id and r.rater_user_id = ${ratedBy})`
           } as status
      from ts_ratee_skills rs
      join ts_skills s on s.id = rs.skill_id
     where rs.ratee_id = ${rateeId}
     order by s.category, s.position, rs.id
  `);
  return (
    result as unknown as {
      rows: {
        id: number;
        skill_id: number;
        category: number;
        names: Record<string, string>;
        in_contexts: Record<string, string>;
        how_to_develops: Record<string, string>;
        status: boolean;
      }[];
    }
  ).rows;
}

export function listAvailableSkills(db: Db, rateeId: number, category: number) {
  return db
    .select()
    .from(tsSkills)
    .where(
      and(
        eq(tsSkills.category, category),
        sql`not exists (select 1 from ts_ratee_skills rs where rs.ratee_id = ${rateeId} and rs.skill_id = ${tsSkills.id})`,
      ),
    )
    .orderBy(asc(tsSkills.position));
}

export async function findRateeSkill(db: Db, rateeId: number, rateeSkillId: number) {
  const [row] = await db
    .select()
    .from(tsRateeSkills)
    .where(and(eq(tsRateeSkills.id, rateeSkillId), eq(tsRateeSkills.rateeId, rateeId)));
  return row ?? null;
}

export async function findSkillRating(
  db: Db,
  rateeSkillId: number,
  reviewId: number,
  raterUserId: number,
) {
  const [row] = await db
    .select()
    .from(tsSkillRatings)
    .where(
      and(
        eq(tsSkillRatings.rateeSkillId, rateeSkillId),
        eq(tsSkillRatings.reviewId, reviewId),
        eq(tsSkillRatings.raterUserId, raterUserId),
      ),
    );
  return row ?? null;
}

export function listManagerRatings(db: Db, rateeId: number, type: string, limit = 50) {
  return db
    .select()
    .from(tsManagerRatings)
    .where(and(eq(tsManagerRatings.rateeId, rateeId), eq(tsManagerRatings.type, type)))
    .orderBy(desc(tsManagerRatings.createdAt), desc(tsManagerRatings.id))
    .limit(limit);
}
