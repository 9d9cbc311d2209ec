import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/accounts.ts';
import type { Tx } from '../../db/transaction.ts';
import type { ActorContext } from '../../plugins/context.ts';

/**
 * Every change made from the console is written to the audit log with who, what and when
 * (issue 13), in the transaction of the change itself, so there is no change without its record.
 * The actor is the administrator behind the session (an impersonated session never reaches here:
 * requireAdmin reads the impersonated person, who is not an administrator).
 */
export async function recordAudit(
  db: Db | Tx,
  ctx: ActorContext,
  entry: { action: string; targetUserId?: number | null; detail?: Record<string, unknown> },
): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    actorUserId: ctx.actor.user.id,
    targetUserId: entry.targetUserId ?? null,
    detail: entry.detail ?? null,
  });
}
