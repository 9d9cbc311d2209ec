import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { nationalityIdOf } from '../lookups/data/nationality-codes.ts';
import { findUserByEmail, insertUser, type NewUser } from './users.queries.ts';

/** The demo learner, who starts with a history of surveys (issue 9). */
export const DEMO_LEARNER_EMAIL = 'learner@demo.example';

/**
 * The demo accounts the README lists. Idempotent: an account that exists is left as it is, so
 * a person's changes to a demo account survive a restart.
 */
export const DEMO_ACCOUNTS: ReadonlyArray<Omit<NewUser, 'passwordHash'> & { password: string }> = [
  {
    email: DEMO_LEARNER_EMAIL,
    password: 'Learner-demo-2026',
    firstName: 'Layla',
    lastName: 'Learner',
    dob: '1992-04-17',
    dobIsAccurate: true,
    gender: 2,
    nationalityId: nationalityIdOf('GB'),
    industryId: 1,
  },
  {
    email: 'admin@demo.example',
    password: 'Admin-demo-2026',
    firstName: 'Adam',
    lastName: 'Admin',
    dob: '1980-01-01',
    dobIsAccurate: false,
    gender: 1,
    nationalityId: nationalityIdOf('GB'),
    industryId: 16,
    isAdmin: true,
  },
  {
    email: 'manager@demo.example',
    password: 'Manager-demo-2026',
    firstName: 'Maya',
    lastName: 'Manager',
    dob: '1985-09-03',
    dobIsAccurate: true,
    gender: 2,
    nationalityId: nationalityIdOf('GB'),
    industryId: 1,
    endUserCodeStatus: true,
    code: '100200300',
  },
  {
    email: 'rater@demo.example',
    password: 'Rater-demo-2026',
    firstName: 'Omar',
    lastName: 'Rater',
    dob: '1990-01-01',
    dobIsAccurate: false,
    gender: 1,
    nationalityId: nationalityIdOf('AE'),
    industryId: 1,
  },
  {
    email: 'ratee@demo.example',
    password: 'Ratee-demo-2026',
    firstName: 'Ravi',
    lastName: 'Ratee',
    dob: '1995-12-24',
    dobIsAccurate: true,
    gender: 3,
    nationalityId: nationalityIdOf('IN'),
    industryId: 1,
    endUserCodeStatus: true,
  },
  // Two more raters, so the demo ratee meets the 360 anonymity threshold of three (issue 11).
  {
    email: 'rater2@demo.example',
    password: 'Rater2-demo-2026',
    firstName: 'Hana',
    lastName: 'Rater',
    dob: '1988-06-12',
    dobIsAccurate: true,
    gender: 2,
    nationalityId: nationalityIdOf('JP'),
    industryId: 1,
  },
  {
    email: 'rater3@demo.example',
    password: 'Rater3-demo-2026',
    firstName: 'Leo',
    lastName: 'Rater',
    dob: '1991-02-28',
    dobIsAccurate: true,
    gender: 1,
    nationalityId: nationalityIdOf('DE'),
    industryId: 1,
  },
];

/** The demo learner's id, or null when the account is not there. */
export async function demoLearnerId(db: Db): Promise<number | null> {
  return (await findUserByEmail(db, DEMO_LEARNER_EMAIL))?.id ?? null;
}

export async function seedDemoAccounts(db: Db, log: FastifyBaseLogger): Promise<void> {
  let created = 0;
  for (const { password, ...account } of DEMO_ACCOUNTS) {
    if (await findUserByEmail(db, account.email)) continue;
    await insertUser(db, { ...account, passwordHash: await hashPassword(password) });
    created++;
  }
  if (created) log.info({ created }, 'demo accounts created');
}
