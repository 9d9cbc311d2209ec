import type { IcoachComment, IcoachCommentBody } from '@portal/shared/icoach';
import { eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/accounts.ts';
import { icoachComments, icoachStepCompletions, icoachUsers } from '../../db/schema/icoach.ts';
import { AppError, Forbidden, NotFound } from '../../lib/errors.ts';
import { enforceCostlyLimit } from '../../lib/limits.ts';
import type { ActorContext } from '../../plugins/context.ts';
import { userImage } from '../accounts/user-response.ts';
import {
  findCourseAccessById,
  findLearnerInCourse,
  findSkillInCourse,
  findStep,
  listStepComments,
} from './icoach.queries.ts';
import { assertCourseReachable, requireOwnLearner } from './learner-access.ts';

/** A step shows its newest comments; older ones are not lost, only not listed. */
const COMMENTS_SHOWN = 200;

type CommentRow = Awaited<ReturnType<typeof listStepComments>>[number];

function toComment(row: CommentRow): IcoachComment {
  return {
    id: row.id,
    // Plain text, stored as typed: the web shows it as text, never as HTML (issue 10).
    comment: row.text,
    date: row.createdAt.toISOString(),
    user: {
      fullName: `${row.firstName} ${row.lastName}`.trim(),
      image: userImage(row.authorId, row.pictureFileName),
    },
  };
}

/** GET /icoach/comment/{icoachUserId}/{skillId}/{stepId}: a step's published comments. */
export async function listComments(
  ctx: ActorContext,
  icoachUserId: number,
  skillId: number,
  stepNumber: number,
): Promise<IcoachComment[]> {
  const { course } = await requireOwnLearner(ctx, icoachUserId);
  const skill = await findSkillInCourse(ctx.db, course.id, skillId);
  const step = skill && (await findStep(ctx.db, skill.id, stepNumber));
  if (!step) throw new NotFound();
  return (await listStepComments(ctx.db, step.id, COMMENTS_SHOWN)).map(toComment);
}

/**
 * POST /icoach/comment/create/: published at once, and the step counts as completed (platform
 * spec §4), in one transaction. A test step takes answers, not comments.
 */
export async function createComment(
  ctx: ActorContext,
  body: IcoachCommentBody,
): Promise<IcoachComment> {
  const course = await assertCourseReachable(
    ctx,
    await findCourseAccessById(ctx.db, body.icoachId),
  );
  const learner = await findLearnerInCourse(ctx.db, course.id, ctx.actor.user.id);
  if (!learner) throw new NotFound();
  const skill = await findSkillInCourse(ctx.db, course.id, body.skillId);
  const step = skill && (await findStep(ctx.db, skill.id, body.stepId));
  if (!step) throw new NotFound();
  if (step.isTest) throw new AppError(400, 'icoach.problems.test_step_only');
  await enforceCostlyLimit(ctx, 'comment', ctx.actor.user.id);
  const created = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(icoachComments)
      .values({ stepId: step.id, icoachUserId: learner.id, text: body.comment })
      .returning();
    await tx
      .insert(icoachStepCompletions)
      .values({ icoachUserId: learner.id, stepId: step.id })
      .onConflictDoNothing();
    await tx
      .update(icoachUsers)
      .set({ lastReviewedAt: new Date() })
      .where(eq(icoachUsers.id, learner.id));
    return row;
  });
  if (!created) throw new Error('comment insert returned nothing');
  const { user } = ctx.actor;
  return toComment({
    id: created.id,
    text: created.text,
    createdAt: created.createdAt,
    authorId: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    pictureFileName: user.pictureFileName,
  });
}

/**
 * PUT /admin/icoach/comments/{id}/visibility: an administrator hides a comment or shows it again
 * (the console's screen comes with the admin issue); written to the audit log.
 */
export async function setCommentHidden(
  ctx: ActorContext,
  commentId: number,
  hidden: boolean,
): Promise<{ id: number; hidden: boolean }> {
  if (!ctx.actor.user.isAdmin) throw new Forbidden();
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(icoachComments)
      .set(
        hidden
          ? { hiddenAt: new Date(), hiddenByUserId: ctx.actor.user.id }
          : { hiddenAt: null, hiddenByUserId: null },
      )
      .where(eq(icoachComments.id, commentId))
      .returning({ id: icoachComments.id });
    if (!row) throw new NotFound();
    await tx.insert(auditLog).values({
      action: hidden ? 'icoach.comment.hide' : 'icoach.comment.show',
      actorUserId: ctx.actor.user.id,
      detail: { commentId },
    });
    return { id: row.id, hidden };
  });
}
