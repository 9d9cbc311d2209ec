import type { IpulseCommentBodySchema } from '@portal/shared/surveys';
import type { z } from 'zod';
import { ipulseComments } from '../../db/schema/surveys.ts';
import { Validation } from '../../lib/errors.ts';
import type { ActorContext } from '../../plugins/context.ts';
import { completeSurveyUser } from './completion.service.ts';
import { nextSectionId } from './questionnaire-structure.ts';
import { answerableSurveyUser } from './submit.service.ts';

/**
 * PATCH /ipulse/survey/user/{id}/comment/: the optional comment after the last section; saving
 * it (empty or not) completes the iPulse (platform §4). Saving twice keeps the first.
 */
export async function submitIpulseComment(
  ctx: ActorContext,
  surveyUserId: number,
  body: z.output<typeof IpulseCommentBodySchema>,
): Promise<{ isCompleted: true }> {
  const taking = await answerableSurveyUser(ctx, 'ipulse', surveyUserId);
  if (taking.isCompleted) return { isCompleted: true };
  if (nextSectionId(taking.structure, taking.submitted) !== null)
    throw new Validation({ comment: ['surveys.sections_first'] });
  // The comment and the completion it brings are one transaction (issue 8).
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(ipulseComments)
      .values({ surveyUserId, comment: body.comment })
      .onConflictDoNothing();
    await completeSurveyUser(tx, surveyUserId);
  });
  return { isCompleted: true };
}
