import { eq } from 'drizzle-orm';
import type { App } from '../app.ts';
import { tsSkills, tsSurveys, tsUsers } from '../db/schema/team-survey.ts';
import { registerUser, type SignedInUser } from './accounts.factory.ts';
import { call } from './surveys.factory.ts';

let surveys = 0;

/** A 360 survey (threshold 3 unless given) and a manager role in it for `manager`. */
export async function makeTsSurvey(app: App, manager: Pick<SignedInUser, 'id'>, threshold = 3) {
  surveys += 1;
  const [survey] = await app.db
    .insert(tsSurveys)
    .values({
      accessCode: `TestTs${process.pid}x${surveys}y`.padEnd(50, '0'),
      titles: { en_GB: 'Team review', fr: 'Revue d’équipe' },
      welcomeMessages: { en_GB: '<p>Welcome<script>x()</script></p>' },
      anonymityThreshold: threshold,
    })
    .returning();
  const [role] = await app.db
    .insert(tsUsers)
    .values({ tsSurveyId: survey!.id, userId: manager.id, role: 'manager' })
    .returning();
  return { id: survey!.id, accessCode: survey!.accessCode, managerTsUserId: role!.id };
}

export type TsSurvey = Awaited<ReturnType<typeof makeTsSurvey>>;

export async function catalogueSkill(app: App, category: number, index = 0) {
  const rows = await app.db.select().from(tsSkills).where(eq(tsSkills.category, category));
  return rows[index]!;
}

const person = (u: SignedInUser, name = 'Sam Person') => ({ email: u.email, fullName: name });

/** A ratee with `raters` raters and one skill of each category, published when asked. */
export async function preparedRatee(
  app: App,
  manager: SignedInUser,
  survey: TsSurvey,
  opts: {
    raters?: number;
    publish?: boolean;
    ratee?: SignedInUser;
    raterUsers?: SignedInUser[];
  } = {},
) {
  const ratee = opts.ratee ?? (await registerUser(app));
  const added = await call(
    app,
    manager,
    'POST',
    `/ts/${survey.id}/${survey.managerTsUserId}/ratees/add/`,
    person(ratee),
  );
  if (added.status !== 200)
    throw new Error(`add ratee ${added.status} ${JSON.stringify(added.body)}`);
  const rateeId = Number(added.body?.id);
  const raters: SignedInUser[] = opts.raterUsers ?? [];
  for (let i = raters.length; i < (opts.raters ?? 3); i++) raters.push(await registerUser(app));
  for (const rater of raters) {
    await call(
      app,
      manager,
      'POST',
      `/ts/${survey.managerTsUserId}/${rateeId}/raters/add/`,
      person(rater),
    );
  }
  const skills: number[] = [];
  for (const category of [1, 2, 3]) {
    const skill = await catalogueSkill(app, category);
    const res = await call(
      app,
      manager,
      'POST',
      `/ts/${survey.managerTsUserId}/${rateeId}/skills/add/`,
      {
        category,
        skillId: skill.id,
      },
    );
    skills.push(Number(res.body?.id));
  }
  if (opts.publish) {
    const res = await call(
      app,
      manager,
      'PUT',
      `/ts/${survey.managerTsUserId}/ratees/${rateeId}/publish/`,
    );
    if (res.status !== 200) throw new Error(`publish ${res.status} ${JSON.stringify(res.body)}`);
  }
  return { rateeId, ratee, raters, skills };
}

/** A further manager role in `survey` for `manager`: their own handle on it, ratees of their own. */
export async function addTsManager(
  app: App,
  survey: TsSurvey,
  manager: SignedInUser,
): Promise<TsSurvey> {
  const [role] = await app.db
    .insert(tsUsers)
    .values({ tsSurveyId: survey.id, userId: manager.id, role: 'manager' })
    .returning();
  return { ...survey, managerTsUserId: role!.id };
}

/** A skill rating by a rater of a live ratee (0-100 in steps of 10). */
export async function rateSkill(
  app: App,
  rater: SignedInUser,
  rateeId: number,
  rateeSkillId: number,
  score = 60,
) {
  const res = await call(app, rater, 'POST', `/ts/${rateeId}/${rateeSkillId}/rating/add/`, {
    rating: { score, comment: 'Steady' },
  });
  if (res.status !== 200) throw new Error(`rate skill ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
