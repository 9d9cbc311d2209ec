import type { App } from '../app.ts';
import { type CreateSurveyInput, createSurvey } from '../features/surveys/survey-admin.service.ts';
import type { SignedInUser } from './accounts.factory.ts';

export async function makeSurvey(app: App, input: Partial<CreateSurveyInput> = {}) {
  return createSurvey(app.db, {
    product: 'eq',
    title: 'Test survey',
    validFrom: '2020-01-01',
    ...input,
  } as CreateSurveyInput);
}

/** Calls an API route as a signed-in person and answers status and JSON. */
export async function call(
  app: App,
  user: SignedInUser | null,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  const res = await app.inject({
    method,
    url: `/api${url}`,
    headers: user ? user.auth : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return {
    status: res.statusCode,
    body: res.body ? (res.json() as Record<string, unknown> & unknown[]) : null,
  };
}

/** Creates (or finds) the person's taking of a survey. */
export async function startSurvey(
  app: App,
  user: SignedInUser,
  product: string,
  survey: { id: number; accessCode: string },
) {
  const res = await call(app, user, 'POST', `/${product}/survey/user/create/`, {
    surveyId: survey.id,
    accessCode: survey.accessCode,
  });
  if (res.status !== 200)
    throw new Error(`create failed ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as unknown as { surveyUserId: number }).surveyUserId;
}

/** The statement ids of a section, in the order the server lists them. */
export async function statementIds(
  app: App,
  user: SignedInUser,
  product: string,
  sectionId: number,
): Promise<number[]> {
  const path =
    product === 'ipulse'
      ? `/ipulse/section/id/${sectionId}/statements/`
      : `/${product}/section/id/${sectionId}/statements/`;
  const res = await call(app, user, 'GET', path);
  if (res.status !== 200) throw new Error(`statements failed ${res.status}`);
  return (res.body as unknown as { id: number }[]).map((s) => s.id);
}

/** Answers every remaining section of a taking in the listed order; answers the last reply. */
export async function answerAll(
  app: App,
  user: SignedInUser,
  product: string,
  surveyUserId: number,
) {
  let progress = await call(app, user, 'GET', `/${product}/survey/user/${surveyUserId}/progress/`);
  let next = (progress.body as unknown as { nextSection: number | null }).nextSection;
  while (next) {
    const ids = await statementIds(app, user, product, next);
    const statements =
      product === 'ipulse'
        ? ids.map((statementId) => ({ statementId, score: 3 }))
        : ids.map((statementId) => ({ statementId }));
    const res = await call(app, user, 'PATCH', `/${product}/survey/user/${surveyUserId}/submit/`, {
      statements,
    });
    if (res.status !== 200)
      throw new Error(`submit failed ${res.status} ${JSON.stringify(res.body)}`);
    next = (res.body as unknown as { nextSection: number | null }).nextSection;
  }
  progress = await call(app, user, 'GET', `/${product}/survey/user/${surveyUserId}/progress/`);
  return progress;
}
