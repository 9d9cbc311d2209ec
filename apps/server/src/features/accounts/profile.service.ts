import type {
  TokenResponse,
  UpdateUserDataFormSchema,
  UserResponse,
} from '@portal/shared/accounts';
import type { z } from 'zod';
import { type FieldErrors, Forbidden, Validation } from '../../lib/errors.ts';
import type { ActorContext } from '../../plugins/context.ts';
import { checkEndUserCodeChoices, checkLookupChoices } from '../lookups/lookups.service.ts';
import { isUniqueViolation } from './registration.service.ts';
import { rotateToken } from './sessions.service.ts';
import { toUserResponse } from './user-response.ts';
import { findUserByEmail, type UserChanges, updateUser } from './users.queries.ts';

type UpdateUserDataForm = z.output<typeof UpdateUserDataFormSchema>;

/** A person reads and changes only their own account (issue 2); another id is a 403. */
export function assertOwnAccount(ctx: ActorContext, userId: number): void {
  if (ctx.actor.user.id !== userId) throw new Forbidden();
}

export function getMe(ctx: ActorContext): UserResponse {
  return toUserResponse(ctx.actor.user, ctx.actor.impersonatorId !== null);
}

export async function updateProfile(
  ctx: ActorContext,
  userId: number,
  form: UpdateUserDataForm,
): Promise<TokenResponse> {
  assertOwnAccount(ctx, userId);
  const me = ctx.actor.user;
  const errors: FieldErrors = await checkLookupChoices(ctx.db, {
    nationality: form.nationality,
    industry: form.industry,
  });
  if (form.email !== me.email) {
    const other = await findUserByEmail(ctx.db, form.email);
    if (other && other.id !== me.id) errors.email = ['validation.email_taken'];
  }
  const changes: UserChanges = {
    firstName: form.firstName,
    lastName: form.lastName,
    email: form.email,
    gender: form.gender,
    dob: form.dob,
    dobIsAccurate: form.dobIsAccurate,
    nationalityId: form.nationality,
    industryId: form.industry,
    phone: form.phone,
    ...(form.locale ? { locale: form.locale } : {}),
  };
  // The end-user-code fields exist only for people whose code status is set (team-survey §3).
  if (me.endUserCodeStatus) {
    Object.assign(
      errors,
      await checkEndUserCodeChoices(ctx.db, {
        jobFunction: form.jobFunction,
        region: form.region,
        location: form.location,
        level: form.level,
      }),
    );
    Object.assign(changes, {
      jobFunctionId: form.jobFunction ?? null,
      regionId: form.region ?? null,
      locationId: form.location ?? null,
      levelId: form.level ?? null,
      code: form.code,
    });
  }
  if (Object.keys(errors).length) throw new Validation(errors);
  try {
    await updateUser(ctx.db, me.id, changes);
  } catch (error) {
    if (isUniqueViolation(error)) throw new Validation({ email: ['validation.email_taken'] });
    throw error;
  }
  return { token: await rotateToken(ctx) };
}
