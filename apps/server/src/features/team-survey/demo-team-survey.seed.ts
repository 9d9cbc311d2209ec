import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  tsManagerRatings,
  tsRateeRaters,
  tsRateeSkills,
  tsRatees,
  tsReviews,
  tsSkillRatings,
  tsSkills,
  tsSurveys,
  tsUsers,
} from '../../db/schema/team-survey.ts';
import type { Tx } from '../../db/transaction.ts';
import { findUserByEmail } from '../accounts/users.queries.ts';
import { today } from '../surveys/survey-dates.ts';
import { addMonths } from './review-dates.ts';

/** The README's demo 360 survey (issue 11). */
export const DEMO_TS_CODE = 'DemoTeamSurvey'.padEnd(50, '0');

const TITLES = {
  en_GB: '360 Leadership Review',
  ar: 'مراجعة القيادة 360',
  zh_Hans: '360 度领导力评估',
  fr: 'Évaluation du leadership à 360°',
  de: '360-Grad-Führungsfeedback',
  hi: '360 नेतृत्व समीक्षा',
  es: 'Evaluación de liderazgo 360',
  ru: 'Оценка лидерства 360',
  tl: '360 Pagsusuri ng Pamumuno',
  tr: '360 Derece Liderlik Değerlendirmesi',
  ja: '360 度リーダーシップ評価',
  ko: '360도 리더십 평가',
};
const WELCOME = {
  en_GB:
    '<p>Welcome to the team’s 360 review. Managers prepare each review, the support team rates each skill, and everyone grows from what they learn.</p>',
  ar: '<p>مرحبًا بك في مراجعة 360 للفريق. يُعِدّ المديرون كل مراجعة، ويقيّم فريق المقيّمين كل مهارة، ويتطوّر الجميع مما يتعلّمونه.</p>',
  zh_Hans:
    '<p>欢迎参加团队 360 度评估。经理为每次评估做好准备，评价小组为每项技能评分，每个人都能从中获得成长。</p>',
  fr: '<p>Bienvenue dans l’évaluation à 360° de l’équipe. Les managers préparent chaque évaluation, l’équipe d’évaluateurs note chaque compétence et chacun progresse grâce à ce qu’il apprend.</p>',
  de: '<p>Willkommen zum 360-Grad-Feedback des Teams. Führungskräfte bereiten jede Bewertung vor, das Bewertungsteam bewertet jede Kompetenz, und alle lernen daraus.</p>',
  hi: '<p>टीम की 360 समीक्षा में आपका स्वागत है। प्रबंधक हर समीक्षा तैयार करते हैं, मूल्यांकनकर्ता टीम हर कौशल का मूल्यांकन करती है, और सभी जो सीखते हैं उससे आगे बढ़ते हैं।</p>',
  es: '<p>Bienvenido a la evaluación 360 del equipo. Los responsables preparan cada evaluación, el equipo de evaluadores califica cada habilidad y todos crecen con lo que aprenden.</p>',
  ru: '<p>Добро пожаловать в оценку 360 для команды. Руководители готовят каждую оценку, группа оценщиков оценивает каждый навык, и каждый растёт благодаря полученным выводам.</p>',
  tl: '<p>Maligayang pagdating sa 360 na pagsusuri ng koponan. Inihahanda ng mga tagapamahala ang bawat pagsusuri, minamarkahan ng pangkat ng mga tagasuri ang bawat kasanayan, at lahat ay natututo at umuunlad.</p>',
  tr: '<p>Ekibin 360 derece değerlendirmesine hoş geldiniz. Yöneticiler her değerlendirmeyi hazırlar, değerlendirici ekibi her beceriyi puanlar ve herkes öğrendikleriyle gelişir.</p>',
  ja: '<p>チームの 360 度評価へようこそ。マネージャーが各評価を準備し、評価者チームが各スキルを採点し、全員が学びを成長につなげます。</p>',
  ko: '<p>팀 360도 평가에 오신 것을 환영합니다. 관리자가 각 평가를 준비하고, 평가자 팀이 각 스킬을 평가하며, 모두가 배운 것을 통해 성장합니다.</p>',
};
const COMMENTS = [
  'Explains decisions clearly and checks that everyone has understood before moving on.',
  'Stays calm under pressure; could share the reasons for priorities earlier in the week.',
  'Asks good questions and listens to the answers; meetings with them end with clear next steps.',
  'Very reliable with deadlines; sometimes takes on too much instead of delegating.',
  'Gives useful, specific feedback and follows up on it.',
  'Builds good links with other teams; a go-to person when something crosses departments.',
];

/**
 * The demo manager manages two ratees: the demo ratee, live for two months with the three demo
 * raters, two skills of each category, every skill rated by two raters (the demo rater has left
 * theirs to do) and three everyday ratings; and the demo learner, not live yet, with one rater and
 * two skills. Made once, when the survey is missing.
 */
export async function seedDemoTeamSurvey(db: Db): Promise<void> {
  const [existing] = await db
    .select()
    .from(tsSurveys)
    .where(eq(tsSurveys.accessCode, DEMO_TS_CODE));
  if (existing) return;
  const people = await Promise.all(
    [
      'manager@demo.example',
      'ratee@demo.example',
      'rater@demo.example',
      'rater2@demo.example',
      'rater3@demo.example',
      'learner@demo.example',
    ].map((email) => findUserByEmail(db, email)),
  );
  if (people.some((p) => !p)) return;
  const [manager, ratee, rater, rater2, rater3, learner] = people.map((p) => p!.id) as number[];
  const skills = await db
    .select()
    .from(tsSkills)
    .orderBy(asc(tsSkills.category), asc(tsSkills.position));
  const pick = (category: number, n: number) =>
    skills.filter((s) => s.category === category).slice(0, n);
  await db.transaction(async (tx) => {
    const [survey] = await tx
      .insert(tsSurveys)
      .values({ accessCode: DEMO_TS_CODE, titles: TITLES, welcomeMessages: WELCOME })
      .returning();
    const surveyId = survey!.id;
    const role = (userId: number, r: string) =>
      tx.insert(tsUsers).values({ tsSurveyId: surveyId, userId, role: r }).onConflictDoNothing();
    await role(manager!, 'manager');
    const start = addMonths(today(), -2);
    const live = await addRatee(
      tx,
      surveyId,
      ratee!,
      manager!,
      start,
      [rater!, rater2!, rater3!],
      [...pick(1, 2), ...pick(2, 2), ...pick(3, 2)].map((s) => s.id),
    );
    for (const r of [ratee!, learner!]) await role(r, 'ratee');
    for (const r of [rater!, rater2!, rater3!]) await role(r, 'rater');
    await tx
      .update(tsRatees)
      .set({ isLive: true, publishedAt: new Date(`${start}T09:00:00Z`) })
      .where(eq(tsRatees.id, live.rateeId));
    const [review] = await tx
      .insert(tsReviews)
      .values({ rateeId: live.rateeId, startsOn: start, expiresOn: addMonths(start, 12) })
      .returning();
    const day = (n: number) => new Date(Date.now() - n * 86_400_000);
    for (const [i, rateeSkillId] of live.rateeSkillIds.entries()) {
      for (const [j, raterId] of [rater2!, rater3!].entries()) {
        await tx.insert(tsSkillRatings).values({
          rateeSkillId,
          reviewId: review!.id,
          raterUserId: raterId,
          score: [60, 70, 80, 90][(i + j) % 4]!,
          comment: COMMENTS[(i + j * 3) % COMMENTS.length]!,
          createdAt: day(20 - i - j),
        });
      }
    }
    for (const [i, score] of [6, 7, 8].entries()) {
      await tx.insert(tsManagerRatings).values({
        rateeId: live.rateeId,
        reviewId: review!.id,
        managerUserId: manager!,
        type: 'everyday',
        score,
        comment: [
          'A steady week.',
          'Handled the client escalation well.',
          'Great presentation to the board.',
        ][i]!,
        createdAt: day(30 - i * 10),
      });
    }
    await addRatee(
      tx,
      surveyId,
      learner!,
      manager!,
      today(),
      [rater!],
      [...pick(1, 1), ...pick(2, 1)].map((s) => s.id),
    );
  });
}

async function addRatee(
  tx: Tx,
  tsSurveyId: number,
  userId: number,
  managerUserId: number,
  reviewStart: string,
  raters: number[],
  skillIds: number[],
) {
  const [row] = await tx
    .insert(tsRatees)
    .values({ tsSurveyId, userId, managerUserId, reviewStart })
    .returning({ id: tsRatees.id });
  const rateeId = row!.id;
  for (const raterId of raters) await tx.insert(tsRateeRaters).values({ rateeId, userId: raterId });
  const rateeSkillIds: number[] = [];
  for (const skillId of skillIds) {
    const [rs] = await tx
      .insert(tsRateeSkills)
      .values({ rateeId, skillId })
      .returning({ id: tsRateeSkills.id });
    rateeSkillIds.push(rs!.id);
  }
  return { rateeId, rateeSkillIds };
}
