import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.ts';
import { users } from './db/schema/accounts.ts';
import { payments } from './db/schema/payments.ts';
import { surveys, surveyUsers } from './db/schema/surveys.ts';

// The administrator's command line, run as a person runs it: a separate process on an embedded
// database of its own (the services it calls have their own route tests).
const SCRIPT = path.resolve(import.meta.dirname, '../scripts/admin.ts');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-admin-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function admin(...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', SCRIPT, ...args], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: 'http://portal.test',
      LOG_LEVEL: 'silent',
    },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: run.status, stdout: run.stdout.trim(), stderr: run.stderr.trim() };
}

// Each command starts a process that transpiles and opens a database: seconds, not milliseconds.
describe('npm run admin', { timeout: 180_000 }, () => {
  it('survey:create prints the new survey’s link', () => {
    const out = admin(
      'survey:create',
      '--product',
      'values',
      '--title',
      'Spring cohort',
      '--from',
      '2026-01-01',
      '--to',
      '2026-12-31',
    );
    expect(out.status).toBe(0);
    expect(out.stdout).toMatch(/^http:\/\/portal\.test\/values\/[A-Za-z0-9]{50}$/);
  });

  it('survey:create of a discovery process links to its welcome page', () => {
    const out = admin(
      'survey:create',
      '--product',
      'dp',
      '--title',
      'DP cohort',
      '--resiliency',
      '--price',
      '4900',
    );
    expect(out.status).toBe(0);
    expect(out.stdout).toMatch(/^http:\/\/portal\.test\/discovery-process\/[A-Za-z0-9]{50}$/);
  });

  it('a bad input, an unknown reference or an unknown person fails with a clear message', () => {
    const bad = admin(
      'survey:create',
      '--product',
      'eq',
      '--title',
      'X',
      '--from',
      '2026-12-31',
      '--to',
      '2026-01-01',
    );
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('validFrom must not be after validTo');
    const pay = admin('payment:confirm', 'TP-NOSUCH00');
    expect(pay).toMatchObject({
      status: 1,
      stderr: 'No bank transfer with the reference TP-NOSUCH00',
    });
    const who = admin('impersonate', 'nobody@example.com');
    expect(who).toMatchObject({
      status: 1,
      stderr: 'No account with the email nobody@example.com',
    });
    expect(admin('no-such-command').stderr).toContain('Usage:');
  });

  it('payment:confirm unlocks a pending bank transfer once', async () => {
    // Set up a pending transfer on the same embedded database, while no command holds it.
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    const [user] = await database.db
      .insert(users)
      .values({
        email: 'payer@example.com',
        passwordHash: 'x',
        firstName: 'Pat',
        lastName: 'Payer',
      })
      .returning();
    const [survey] = await database.db
      .select()
      .from(surveys)
      .where(eq(surveys.product, 'dp'))
      .limit(1);
    const [taking] = await database.db
      .insert(surveyUsers)
      .values({ surveyId: survey!.id, userId: user!.id, isAuthorized: false })
      .returning();
    await database.db.insert(payments).values({
      surveyUserId: taking!.id,
      userId: user!.id,
      method: 'OOPAY',
      provider: 'bank',
      amountPence: 4900,
      reference: 'TP-CLITEST2',
    });
    await database.close();

    expect(admin('payment:confirm', 'TP-CLITEST2')).toMatchObject({
      status: 0,
      stdout: 'Payment TP-CLITEST2 confirmed; the payer has been mailed.',
    });
    expect(admin('payment:confirm', 'tp-clitest2').stdout).toBe(
      'Payment tp-clitest2 was already confirmed; nothing changed.',
    );

    const after = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    const [row] = await after.db.select().from(surveyUsers).where(eq(surveyUsers.id, taking!.id));
    await after.close();
    expect(row!.isAuthorized).toBe(true);
  });

  it('course:import creates a course from its file, then updates it; a broken file is named', () => {
    const file = path.join(dataDir, 'course.json');
    const course = {
      accessCode: 'CliCourse'.padEnd(50, '0'),
      title: { en_GB: 'CLI course' },
      welcomeMessage: { en_GB: '<p>Hi</p>' },
      skills: [
        {
          key: 'one',
          category: 1,
          name: { en_GB: 'One' },
          steps: [{ title: { en_GB: 'Step' }, content: { en_GB: '<p>Read</p>' } }],
        },
      ],
    };
    fs.writeFileSync(file, JSON.stringify(course));
    const created = admin('course:import', file);
    expect(created).toMatchObject({
      status: 0,
      stdout: `http://portal.test/icoach/${course.accessCode}`,
    });
    expect(created.stderr).toMatch(/created: 1 skills, 1 steps/);
    expect(admin('course:import', file).stderr).toMatch(/updated/);
    fs.writeFileSync(file, JSON.stringify({ ...course, accessCode: 'short' }));
    const broken = admin('course:import', file);
    expect(broken.status).toBe(1);
    expect(broken.stderr).toContain('accessCode');
  });

  it('icoach:link prints a one-time sign-in link to a course for a person', async () => {
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    await database.db
      .insert(users)
      .values({ email: 'learner@example.com', passwordHash: 'x', firstName: 'L', lastName: 'L' })
      .onConflictDoNothing();
    await database.close();
    const code = 'CliCourse'.padEnd(50, '0');
    const out = admin('icoach:link', code, 'learner@example.com');
    expect(out.status).toBe(0);
    expect(out.stdout).toMatch(
      new RegExp(`^http://portal\\.test/icoach/${code}/[A-Za-z0-9_-]{43}$`),
    );
    expect(admin('icoach:link', code, 'nobody@example.com').stderr).toContain('No account');
  });
});
