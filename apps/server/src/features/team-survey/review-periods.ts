import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tsRatees, tsReviews, tsSurveys } from '../../db/schema/team-survey.ts';
import type { Tx } from '../../db/transaction.ts';
import { periodOverall, periodSkills } from './period.queries.ts';
import { addMonths } from './review-dates.ts';
import { leadershipScore, periodScore, skillAverage } from './scores.ts';

/*
 * Review periods turn over (issue 12, decision 024): at its expiry a period closes with its scores
 * stored, and the next one opens, so raters can rate again and a new overall rating can be given.
 * The scheduled job (ts-review-periods) runs this; whichever process runs it, each period closes
 * once: its row is locked (`skip locked`: another worker already has it) and only an open one
 * closes. A server that was down catches up period by period.
 */

/** The scores of a period from what it holds; its survey's threshold withholds skill averages. */
export async function scorePeriod(
  db: Db | Tx,
  review: { id: number; rateeId: number },
  threshold: number,
) {
  const skills = await periodSkills(db, review.rateeId, review.id);
  const overall = await periodOverall(db, review.id);
  const averages = skills.map((s) => ({
    category: s.category,
    average: skillAverage(s.scores, threshold),
  }));
  return {
    score: periodScore({
      skillAverages: averages.map((a) => a.average),
      overall: overall?.score ?? null,
    }),
    leadershipScore: leadershipScore(
      averages.filter((a) => a.category === 1).map((a) => a.average),
    ),
  };
}

/** Closes the period if it is still open and due, and opens the next; false when it was not. */
export async function closePeriod(db: Db, reviewId: number, today: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const locked = await tx.execute(sql`
      select v.id, v.ratee_id, v.expires_on::text as expires_on, r.review_start::text as review_start,
             r.review_frequency_months, s.anonymity_threshold,
             (select count(*) from ts_reviews p where p.ratee_id = v.ratee_id)::int as periods
        from ts_reviews v
        join ts_ratees r on r.id = v.ratee_id
        join ts_surveys s on s.id = r.ts_survey_id
       where v.id = ${reviewId} and v.closed_at is null and v.expires_on <= ${today}
         for update of v skip locked`);
    const [row] = (
      locked as unknown as {
        rows: {
          id: number;
          ratee_id: number;
          expires_on: string;
          review_start: string;
          review_frequency_months: number;
          anonymity_threshold: number;
          periods: number;
        }[];
      }
    ).rows;
    if (!row) return false;
    const scores = await scorePeriod(
      tx,
      { id: row.id, rateeId: row.ratee_id },
      row.anonymity_threshold,
    );
    await tx
      .update(tsReviews)
      .set({ ...scores, closedAt: new Date() })
      .where(eq(tsReviews.id, row.id));
    // Counted from the first start, so a 31st stays the 31st where a month has one.
    await tx.insert(tsReviews).values({
      rateeId: row.ratee_id,
      startsOn: row.expires_on,
      expiresOn: addMonths(row.review_start, row.review_frequency_months * (row.periods + 1)),
    });
    return true;
  });
}

/** Closes every period due by `today`, and the ones after them that are due too; answers how many. */
export async function closeDuePeriods(db: Db, today: string): Promise<number> {
  let closed = 0;
  for (;;) {
    const due = await db
      .select({ id: tsReviews.id })
      .from(tsReviews)
      .innerJoin(tsRatees, eq(tsRatees.id, tsReviews.rateeId))
      .innerJoin(tsSurveys, eq(tsSurveys.id, tsRatees.tsSurveyId))
      .where(sql`${tsReviews.closedAt} is null and ${tsReviews.expiresOn} <= ${today}`)
      .orderBy(tsReviews.expiresOn, tsReviews.id)
      .limit(200);
    let progress = 0;
    for (const { id } of due) if (await closePeriod(db, id, today)) progress += 1;
    closed += progress;
    // Nothing closed: what is left is held by another worker, which will close it.
    if (progress === 0) return closed;
  }
}
