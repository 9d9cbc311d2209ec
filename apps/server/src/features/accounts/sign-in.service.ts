import type { LoginBodySchema, TokenResponse } from '@portal/shared/accounts';
import type { z } from 'zod';
import { Forbidden, Unauthorized } from '../../lib/errors.ts';
import { decoyPasswordHash, verifyPassword } from '../../lib/passwords.ts';
import type { ServiceContext } from '../../plugins/context.ts';
import { reserveSignInAttempt } from './login-limits.ts';
import { issueToken } from './sessions.service.ts';
import { findUserByEmail } from './users.queries.ts';

type LoginBody = z.output<typeof LoginBodySchema>;

export async function login(ctx: ServiceContext, body: LoginBody): Promise<TokenResponse> {
  // Counted before the password is checked: past a limit, no password is tried at all.
  const attempt = await reserveSignInAttempt(ctx, body.email, ctx.ip);
  const user = await findUserByEmail(ctx.db, body.email);
  // Verify against a decoy when there is no account, so the answer takes as long either way.
  const ok = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), body.password);
  if (!user || !ok) throw new Unauthorized('errors.invalid_credentials');
  // A deactivated account (issue 13) says so, rather than "incorrect password": only someone who
  // knows the password learns it, and the owner is told why they cannot sign in.
  // Checked after the password, so the answer tells a guesser nothing the wrong-password one does
  // not; the attempt is not given back and the address is not remembered.
  if (user.deactivatedAt) throw new Forbidden('errors.account_deactivated');
  await attempt.succeeded(user.id);
  return { token: await issueToken(ctx, user.id) };
}
