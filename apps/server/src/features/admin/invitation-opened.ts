import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adminInvitations } from '../../db/schema/admin.ts';
import type { Tx } from '../../db/transaction.ts';

/**
 * The console's "opened" count (issue 13, decision 029): an invitation is opened when the one-time
 * link last mailed for it is spent, by POST /public/invitation/ (a waiting account sets its
 * password) or POST /public/sign-in-link/ (an existing account). The link services call this with
 * the spent link's id, inside their own change; a link no invitation names changes nothing.
 */
export async function markInvitationOpened(db: Db | Tx, signInLinkId: number): Promise<void> {
  await db
    .update(adminInvitations)
    .set({ openedAt: new Date() })
    .where(and(eq(adminInvitations.signInLinkId, signInLinkId), isNull(adminInvitations.openedAt)));
}
