import type {
  EmailAvailabilityResponse,
  RegistrationFormSchema,
  TokenResponse,
} from '@portal/shared/accounts';
import { EmailSchema } from '@portal/shared/accounts';
import type { z } from 'zod';
import { type FieldErrors, Validation } from '../../lib/errors.ts';
import { enforceLimit, HOUR } from '../../lib/limits.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { sha256 } from '../../lib/secure-tokens.ts';
import type { ServiceContext } from '../../plugins/context.ts';
import { checkLookupChoices } from '../lookups/lookups.service.ts';
import { issueToken } from './sessions.service.ts';
import { findUserByEmail, insertUser, joinWaitingAccount } from './users.queries.ts';
import { isWaiting } from './waiting-accounts.ts';

type RegistrationForm = z.output<typeof RegistrationFormSchema>;

export async function checkEmailAvailability(
  ctx: ServiceContext,
  rawEmail: string,
): Promise<EmailAvailabilityResponse> {
  // Each answer tells whether an address has an account: limited per address (issue 8).
  await enforceLimit(
    ctx.limiter,
    {
      max: ctx.config.limits.emailChecksPerAddressPerHour,
      windowSeconds: HOUR,
      messageKey: 'errors.too_many_requests',
    },
    `email-check:${sha256(ctx.ip)}`,
  );
  const email = EmailSchema.safeParse(rawEmail);
  if (!email.success) return { available: false };
  const user = await findUserByEmail(ctx.db, email.data);
  // An account waiting for its owner is theirs to register (decision 023).
  return { available: !user || isWaiting(user) };
}

/** platform spec §4 "Registration": check the email is free, store, answer a token. */
export async function register(
  ctx: ServiceContext,
  form: RegistrationForm,
): Promise<TokenResponse> {
  // Sized for a whole office signing up at a survey launch (docs/operations/limits.md).
  await enforceLimit(
    ctx.limiter,
    {
      max: ctx.config.limits.registrationsPerAddressPerHour,
      windowSeconds: HOUR,
      messageKey: 'errors.too_many_requests',
    },
    `registration:${sha256(ctx.ip)}`,
  );
  const errors: FieldErrors = await checkLookupChoices(ctx.db, {
    nationality: form.nationality,
    industry: form.industry,
    market: form.market,
    role: form.role,
  });
  const existing = await findUserByEmail(ctx.db, form.email);
  if (existing && !isWaiting(existing)) errors.email = ['validation.email_taken'];
  if (Object.keys(errors).length) throw new Validation(errors);

  const passwordHash = await hashPassword(form.password);
  const values = {
    email: form.email,
    passwordHash,
    firstName: form.firstName,
    lastName: form.lastName,
    locale: form.locale,
    dob: form.dob,
    dobIsAccurate: form.dobIsAccurate,
    gender: form.gender,
    phone: form.phone,
    nationalityId: form.nationality,
    industryId: form.industry,
    marketId: form.market ?? null,
    roleId: form.role ?? null,
  };
  if (existing) {
    // Someone prepared this account (a 360 manager): its owner takes it, with what was prepared.
    const joined = await joinWaitingAccount(ctx.db, existing.id, values);
    if (!joined) throw new Validation({ email: ['validation.email_taken'] });
    return { token: await issueToken(ctx, joined.id) };
  }
  let user: Awaited<ReturnType<typeof insertUser>>;
  try {
    user = await insertUser(ctx.db, values);
  } catch (error) {
    // Two registrations of one address at once: the unique index decides, the loser hears why.
    if (isUniqueViolation(error)) throw new Validation({ email: ['validation.email_taken'] });
    throw error;
  }
  return { token: await issueToken(ctx, user.id) };
}

export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}
