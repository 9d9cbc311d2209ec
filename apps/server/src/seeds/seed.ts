import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { appSettings } from '../db/schema/settings.ts';
import { demoLearnerId, seedDemoAccounts } from '../features/accounts/demo-accounts.seed.ts';
import { contentPagesData, seedContentPages } from '../features/content/content-pages.seed.ts';
import {
  seedDemoCourse,
  seedDemoLearning,
  seedPartnerCourses,
} from '../features/icoach/icoach-courses.seed.ts';
import { seedKriskPackages } from '../features/krisk/krisk-packages.seed.ts';
import { lookupsData, seedLookups } from '../features/lookups/lookups.seed.ts';
import { seedDemoPayments } from '../features/payments/demo-payments.seed.ts';
import { RESILIENCY_QUESTIONS } from '../features/surveys/data/resiliency-questions.ts';
import { seedDemoHistory } from '../features/surveys/demo-history.seed.ts';
import { seedDemoSurveys } from '../features/surveys/demo-surveys.seed.ts';
import {
  QUESTIONNAIRES,
  seedQuestionnaireContent,
} from '../features/surveys/questionnaire-content.seed.ts';
import { seedDemoTeamSurvey } from '../features/team-survey/demo-team-survey.seed.ts';
import {
  seedSkillCatalogue,
  skillCatalogue,
} from '../features/team-survey/skill-catalogue.seed.ts';

/**
 * Reference data every installation needs (lookups, content pages, questionnaires), written at
 * start in one transaction, and only when it changed since the last start: a hash of it is kept
 * in app_settings.
 */
export async function seedReferenceData(db: Db): Promise<void> {
  const hash = createHash('sha256')
    .update(
      JSON.stringify([
        lookupsData(),
        contentPagesData(),
        QUESTIONNAIRES,
        RESILIENCY_QUESTIONS,
        skillCatalogue(),
      ]),
    )
    .digest('hex');
  const [current] = await db
    .select()
    .from(appSettings)
    .where(eq(appSettings.key, 'reference_data_hash'));
  if (current?.value !== hash) await writeReferenceData(db, hash);
  // The partner packages are surveys people take: added when missing, never overwritten.
  await seedKriskPackages(db);
  // Their iCoach courses, likewise.
  await seedPartnerCourses(db);
}

async function writeReferenceData(db: Db, hash: string): Promise<void> {
  await db.transaction(async (tx) => {
    await seedLookups(tx);
    await seedContentPages(tx);
    await seedQuestionnaireContent(tx);
    await seedSkillCatalogue(tx);
    await tx
      .insert(appSettings)
      .values({ key: 'reference_data_hash', value: hash })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: hash } });
  });
}

/** The demo accounts and surveys of the README, and the demo learner's history; idempotent. */
export async function seedDemoData(db: Db, log: FastifyBaseLogger): Promise<void> {
  await seedDemoAccounts(db, log);
  await seedDemoSurveys(db);
  await seedDemoCourse(db);
  await seedDemoTeamSurvey(db);
  await seedDemoPayments(db);
  const learnerId = await demoLearnerId(db);
  if (learnerId !== null) {
    await seedDemoHistory(db, learnerId);
    await seedDemoLearning(db, learnerId);
  }
}
