import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  tsGoals,
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
import { scorePeriod } from './review-periods.ts';

/** The demo ratee's periods last three months; three have closed, the fourth is under way. */
const DEMO_FREQUENCY_MONTHS = 3;
const CLOSED_PERIODS = 3;

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
 * The demo manager manages two ratees: the demo ratee, live for ten months in three-month periods
 * with the three demo raters and two skills of each category (seedPeriod: three closed periods and
 * one under way, where the demo rater has left their ratings to do); and the demo learner, not live
 * yet, with one rater and two skills. Made once, when the survey is missing.
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
    // Three closed periods of three months and a fourth in progress (issue 12), so the ratee and
    // the manager see every chart, the periods table and the reports at once.
    const start = addMonths(today(), -10);
    const live = await addRatee(
      tx,
      surveyId,
      ratee!,
      manager!,
      start,
      [rater!, rater2!, rater3!],
      [...pick(1, 2), ...pick(2, 2), ...pick(3, 2)].map((s) => s.id),
      DEMO_FREQUENCY_MONTHS,
    );
    for (const r of [ratee!, learner!]) await role(r, 'ratee');
    for (const r of [rater!, rater2!, rater3!]) await role(r, 'rater');
    await tx
      .update(tsRatees)
      .set({ isLive: true, publishedAt: new Date(`${start}T09:00:00Z`) })
      .where(eq(tsRatees.id, live.rateeId));
    for (let k = 0; k <= CLOSED_PERIODS; k += 1) {
      await seedPeriod(tx, {
        k,
        rateeId: live.rateeId,
        rateeSkillIds: live.rateeSkillIds,
        startsOn: addMonths(start, DEMO_FREQUENCY_MONTHS * k),
        expiresOn: addMonths(start, DEMO_FREQUENCY_MONTHS * (k + 1)),
        manager: manager!,
        ratee: ratee!,
        raters: k < CLOSED_PERIODS ? [rater!, rater2!, rater3!] : [rater2!, rater3!],
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
  reviewFrequencyMonths = 12,
) {
  const [row] = await tx
    .insert(tsRatees)
    .values({ tsSurveyId, userId, managerUserId, reviewStart, reviewFrequencyMonths })
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

const EVERYDAY = [
  'A steady week.',
  'Handled the client escalation well.',
  'Great presentation to the board.',
  'Helped a new colleague settle in.',
];
const OVERALL = [
  'A good first quarter: clear on priorities, still learning to delegate.',
  'Took on the regional project and ran it well; keep sharing decisions early.',
  'A strong quarter: the team grew around them. Ready for a bigger remit.',
];
const GOALS = [
  {
    title: 'Delegate the weekly report',
    specific: 'Hand the weekly client report to a team member.',
    measurable: 'The report goes out every week without my edits.',
    achievable: 'Two team members have offered to take it.',
    relevant: 'Frees four hours a week for planning.',
    timeBound: 'By the end of this review period.',
    goal: 'Coach a team member to own the weekly client report.',
    managerInput: 'Pick who will grow most from it, and agree a checklist together.',
    rateeInput: 'Sam has started; we review the draft together on Thursdays.',
    successScore: 80,
  },
  {
    title: 'Share decisions earlier',
    specific: 'Explain the week’s priorities and why on Monday.',
    measurable: 'A short note every Monday; the team survey asks if priorities are clear.',
    achievable: 'Fifteen minutes on Monday morning.',
    relevant: 'Raters asked for the reasons behind priorities sooner.',
    timeBound: 'Every week of the period.',
    goal: 'Tell the team on Monday what matters this week, and why.',
    managerInput: 'Copy me in for the first month.',
    rateeInput: 'Done since week two; the team replies with questions, which helps.',
    successScore: 90,
  },
  {
    title: 'Lead the cross-team planning day',
    specific: 'Plan and run the quarterly planning day with the sales team.',
    measurable: 'An agreed plan with owners and dates at the end of the day.',
    achievable: 'Facilities and budget are booked.',
    relevant: 'Builds the links raters value most.',
    timeBound: 'Before the quarter ends.',
    goal: 'Run the planning day so both teams leave with one plan.',
    managerInput: 'I will open the day and then step back.',
    rateeInput: 'Agenda drafted; sales have added their topics.',
    successScore: null,
  },
  {
    title: 'Mentor a new starter',
    specific: 'Meet the new analyst every fortnight.',
    measurable: 'Six meetings, and their first project delivered on time.',
    achievable: 'Half an hour each fortnight.',
    relevant: 'Grows the team and my coaching skills.',
    timeBound: 'Within this review period.',
    goal: 'Help the new analyst find their feet in their first three months.',
    managerInput: '',
    rateeInput: 'First two meetings held.',
    successScore: null,
  },
];

/**
 * One period of the demo ratee: in a closed one every rater rates every skill (scores rising from
 * period to period), the manager gives two everyday ratings and the overall one, a goal is set, and
 * the period closes with its scores; the open one has two raters' ratings (below the threshold:
 * the demo rater's ratings will show the averages), three everyday ratings and two goals.
 */
async function seedPeriod(
  tx: Tx,
  p: {
    k: number;
    rateeId: number;
    rateeSkillIds: number[];
    startsOn: string;
    expiresOn: string;
    manager: number;
    ratee: number;
    raters: number[];
  },
) {
  const closed = p.k < CLOSED_PERIODS;
  const [review] = await tx
    .insert(tsReviews)
    .values({ rateeId: p.rateeId, startsOn: p.startsOn, expiresOn: p.expiresOn })
    .returning();
  const reviewId = review!.id;
  const begin = new Date(`${p.startsOn}T09:00:00Z`).getTime();
  const at = (days: number) =>
    new Date(Math.min(begin + days * 86_400_000, Date.now() - 3_600_000));
  for (const [i, rateeSkillId] of p.rateeSkillIds.entries()) {
    for (const [j, raterId] of p.raters.entries()) {
      await tx.insert(tsSkillRatings).values({
        rateeSkillId,
        reviewId,
        raterUserId: raterId,
        score: Math.min(100, 50 + 10 * p.k + [0, 10, 20][(i + j) % 3]!),
        comment: COMMENTS[(i + j * 3 + p.k) % COMMENTS.length]!,
        createdAt: at(20 + i + j),
      });
    }
  }
  const everyday = closed ? [5 + p.k, 6 + p.k] : [7, 8, 8];
  for (const [i, score] of everyday.entries()) {
    await tx.insert(tsManagerRatings).values({
      rateeId: p.rateeId,
      reviewId,
      managerUserId: p.manager,
      type: 'everyday',
      score,
      comment: EVERYDAY[(i + p.k) % EVERYDAY.length]!,
      createdAt: at(10 + i * 25),
    });
  }
  if (closed) {
    await tx.insert(tsManagerRatings).values({
      rateeId: p.rateeId,
      reviewId,
      managerUserId: p.manager,
      type: 'overall',
      score: 6 + p.k,
      comment: OVERALL[p.k]!,
      createdAt: at(80),
    });
  }
  const goals = closed ? [GOALS[p.k]!] : [GOALS[3]!, { ...GOALS[1]!, successScore: null }];
  for (const [i, goal] of goals.entries()) {
    await tx.insert(tsGoals).values({
      rateeId: p.rateeId,
      reviewId,
      ...goal,
      createdByUserId: i % 2 === 0 ? p.manager : p.ratee,
      createdAt: at(5 + i),
      updatedAt: at(40 + i),
    });
  }
  if (closed) {
    const scores = await scorePeriod(tx, { id: reviewId, rateeId: p.rateeId }, 3);
    await tx
      .update(tsReviews)
      .set({ ...scores, closedAt: new Date(`${p.expiresOn}T00:05:00Z`) })
      .where(eq(tsReviews.id, reviewId));
  }
}
