import type { AdminOverview } from '@portal/shared/admin';
import { sql } from 'drizzle-orm';
import type { ActorContext } from '../../plugins/context.ts';
import { notErased } from './people.queries.ts';

/**
 * GET /admin/overview: the counts that matter on the console's first page (issue 13). People are
 * accounts with an owner: not those waiting for theirs, nor an erasure's anonymous placeholder.
 */
export async function getOverview(ctx: ActorContext): Promise<AdminOverview> {
  const result = await ctx.db.execute(sql`
    select
      (select count(*) from users where awaiting_owner_since is null and ${notErased})::int
        as people,
      (select count(*) from users where awaiting_owner_since is not null)::int as waiting_people,
      (select count(*) from survey_users
        where time_created >= date_trunc('week', now()))::int as takings_started,
      (select count(*) from survey_users
        where time_completed >= date_trunc('week', now()))::int as takings_completed,
      (select count(*) from payments where method = 'OOPAY' and status = 'pending')::int
        as payments_awaiting_transfer,
      (select count(*) from admin_exports where status in ('queued', 'running'))::int
        as exports_running`);
  const [row] = (result as unknown as { rows: Record<string, number>[] }).rows;
  return {
    people: row?.people ?? 0,
    waitingPeople: row?.waiting_people ?? 0,
    takingsStartedThisWeek: row?.takings_started ?? 0,
    takingsCompletedThisWeek: row?.takings_completed ?? 0,
    paymentsAwaitingTransfer: row?.payments_awaiting_transfer ?? 0,
    exportsRunning: row?.exports_running ?? 0,
  };
}
