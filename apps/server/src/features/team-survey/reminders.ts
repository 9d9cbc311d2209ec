import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../lib/jobs.ts';

/*
 * Reminders that keep a review moving (issue 12): a set number of days before a period's expiry
 * (the survey's reminder days, 7 by default), each rater who still has a skill to rate, and the
 * manager while the overall rating is missing, are mailed once per period. The ts_reminders row
 * and the mail's job are written together; its unique index makes "once" hold across processes.
 */

export const TS_REMINDER_JOB = 'ts-reminder-mail';

type Due = { review_id: number; user_id: number; kind: 'rater' | 'manager' };

/** Who is owed a reminder on `today` and has not had one this period. */
async function dueReminders(db: Db, today: string): Promise<Due[]> {
  const result = await db.execute(sql`
    with open_periods as (
      select v.id as review_id, r.id as ratee_id, r.manager_user_id
        from ts_reviews v
        join ts_ratees r on r.id = v.ratee_id and r.is_live
        join ts_surveys s on s.id = r.ts_survey_id
       where v.closed_at is null
         and v.expires_on - s.reminder_days <= ${today}::date
         and v.expires_on > ${today}::date
    )
    select o.review_id, rr.user_id, 'rater' as kind
      from open_periods o
      join ts_ratee_raters rr on rr.ratee_id = o.ratee_id
     where exists (
             select 1 from ts_ratee_skills rs
              where rs.ratee_id = o.ratee_id
                and not exists (
                      select 1 from ts_skill_ratings k
                       where k.ratee_skill_id = rs.id and k.review_id = o.review_id
                         and k.rater_user_id = rr.user_id))
       and not exists (
             select 1 from ts_reminders m
              where m.review_id = o.review_id and m.user_id = rr.user_id and m.kind = 'rater')
    union all
    select o.review_id, o.manager_user_id, 'manager'
      from open_periods o
     where not exists (
             select 1 from ts_manager_ratings g
              where g.review_id = o.review_id and g.type = 'overall')
       and not exists (
             select 1 from ts_reminders m
              where m.review_id = o.review_id and m.user_id = o.manager_user_id and m.kind = 'manager')
    order by 1, 2`);
  return (result as unknown as { rows: Due[] }).rows;
}

/** Records and queues each reminder due; answers how many were queued. */
export async function queueDueReminders(db: Db, jobs: JobQueue, today: string): Promise<number> {
  let queued = 0;
  for (const due of await dueReminders(db, today)) {
    queued += await db.transaction(async (tx) => {
      const inserted = await tx.execute(sql`
        insert into ts_reminders (review_id, user_id, kind)
        values (${due.review_id}, ${due.user_id}, ${due.kind})
        on conflict do nothing returning id`);
      const [row] = (inserted as unknown as { rows: { id: number }[] }).rows;
      // Another process recorded it first: it sends that mail.
      if (!row) return 0;
      await jobs.send(TS_REMINDER_JOB, { reminderId: row.id }, { tx });
      return 1;
    });
  }
  return queued;
}
