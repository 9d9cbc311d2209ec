import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CourseFileSchema } from '@portal/shared/icoach-course-file';
import pino from 'pino';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { createImpersonationLink } from '../src/features/accounts/impersonation.service.ts';
import { createSignInLink } from '../src/features/accounts/sign-in-links.service.ts';
import { findUserByEmail } from '../src/features/accounts/users.queries.ts';
import { importCourse } from '../src/features/icoach/course-import.service.ts';
import { confirmBankTransfer } from '../src/features/payments/bank-transfer.service.ts';
import { createSurvey } from '../src/features/surveys/survey-admin.service.ts';
import { createMailer } from '../src/lib/mailer.ts';
import { seedReferenceData } from '../src/seeds/seed.ts';

/**
 * Administrator commands, run beside the server on the same database:
 *   npm run admin -- impersonate <email> [--admin <adminEmail>]
 * PGlite allows one process per data dir, so with the embedded database stop the server first
 * or point DATABASE_URL at PostgreSQL.
 */
const USAGE = `Usage:
  npm run admin -- impersonate <email> [--admin <adminEmail>]
  npm run admin -- survey:create --product <eq|values|behaviours|ipulse|dp> --title <title>
      [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--price <pence>] [--layout <report layout title>]
      [--welcome <html>] [--language <locale>] [--questionnaire <key>] [--unlimited] [--resiliency]
      (--title and --welcome are in --language, the survey's default language, en_GB if omitted)
  npm run admin -- payment:confirm <bank-transfer reference>
  npm run admin -- course:import <course file.json>   (docs/icoach-course-file.md)
  npm run admin -- icoach:link <course access code> <email>   (a one-time sign-in link)`;

async function run(argv: string[]) {
  const [command, ...rest] = argv;
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  try {
    await migrateDatabase(database);
    switch (command) {
      case 'impersonate': {
        const email = rest[0];
        if (!email) throw new Error(USAGE);
        const adminIndex = rest.indexOf('--admin');
        const link = await createImpersonationLink(database.db, {
          targetEmail: email,
          adminEmail: adminIndex >= 0 ? rest[adminIndex + 1] : undefined,
          createdBy: `cli:${os.userInfo().username}`,
        });
        console.log(`${config.publicUrl}${link.path}`);
        console.error(`One use, valid until ${link.expiresAt.toISOString()}.`);
        break;
      }
      case 'survey:create': {
        const { values } = parseArgs({
          args: rest,
          options: {
            product: { type: 'string' },
            title: { type: 'string' },
            from: { type: 'string' },
            to: { type: 'string' },
            price: { type: 'string' },
            layout: { type: 'string' },
            welcome: { type: 'string' },
            language: { type: 'string' },
            questionnaire: { type: 'string' },
            unlimited: { type: 'boolean', default: false },
            resiliency: { type: 'boolean', default: false },
          },
        });
        await seedReferenceData(database.db);
        const survey = await createSurvey(database.db, {
          product: values.product as never,
          title: values.title ?? '',
          validFrom: values.from ?? null,
          validTo: values.to ?? null,
          pricePence: values.price ? Number(values.price) : 0,
          ...(values.layout ? { layout: values.layout } : {}),
          welcomeMessage: values.welcome ?? '',
          defaultLanguage: (values.language ?? 'en_GB') as never,
          ...(values.questionnaire ? { questionnaire: values.questionnaire } : {}),
          isUnlimitedAccess: values.unlimited,
          resiliencyEnabled: values.resiliency,
        });
        console.log(`${config.publicUrl}${survey.path}`);
        console.error(`Survey ${survey.id}, access code ${survey.accessCode}.`);
        break;
      }
      case 'payment:confirm': {
        const reference = rest[0];
        if (!reference) throw new Error(USAGE);
        const log = pino({ level: config.logLevel });
        const mailer = createMailer({
          db: database.db,
          smtpUrl: config.smtpUrl,
          from: config.mailFrom,
          log,
        });
        const outcome = await confirmBankTransfer(
          { db: database.db, mailer, publicUrl: config.publicUrl },
          reference,
        );
        mailer.close();
        if (outcome === 'unknown')
          throw new Error(`No bank transfer with the reference ${reference}`);
        console.log(
          outcome === 'confirmed'
            ? `Payment ${reference} confirmed; the payer has been mailed.`
            : `Payment ${reference} was already confirmed; nothing changed.`,
        );
        break;
      }
      case 'course:import': {
        const file = rest[0];
        if (!file) throw new Error(USAGE);
        const parsed = CourseFileSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
        if (!parsed.success) {
          const problems = parsed.error.issues
            .slice(0, 20)
            .map((issue) => `  ${issue.path.join('.') || '(file)'}: ${issue.message}`);
          throw new Error(`${file} is not a valid course file:\n${problems.join('\n')}`);
        }
        const outcome = await importCourse(database.db, parsed.data);
        console.log(`${config.publicUrl}/icoach/${outcome.accessCode}`);
        console.error(
          `Course ${outcome.courseId} ${outcome.created ? 'created' : 'updated'}: ` +
            `${outcome.skills} skills, ${outcome.steps} steps.`,
        );
        break;
      }
      case 'icoach:link': {
        const [accessCode, email] = rest;
        if (!accessCode || !email) throw new Error(USAGE);
        const user = await findUserByEmail(database.db, email);
        if (!user) throw new Error(`No account with the email ${email}`);
        const link = await createSignInLink(database.db, { userId: user.id, purpose: 'icoach' });
        console.log(`${config.publicUrl}/icoach/${accessCode}/${link.token}`);
        console.error(`One use, valid until ${link.expiresAt.toISOString()}.`);
        break;
      }
      default:
        throw new Error(USAGE);
    }
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
