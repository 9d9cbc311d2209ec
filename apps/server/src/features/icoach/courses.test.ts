import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type SignedInUser } from '../../test/accounts.factory.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { beginCourse, makeCourse } from '../../test/icoach.factory.ts';
import { call } from '../../test/surveys.factory.ts';
import { today } from '../surveys/survey-dates.ts';

let t: TestApp;
let ada: SignedInUser;
let bob: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp();
  ada = await registerUser(t.app);
  bob = await registerUser(t.app);
});
afterAll(() => t.close());

const shift = (days: number) =>
  new Date(Date.parse(`${today()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('GET /api/public/icoach/access-code/{code}/', () => {
  it('answers a visitor the course in their language, its welcome message sanitised', async () => {
    const course = await makeCourse(t.app, {
      welcomeMessage: { en_GB: '<p>Hello<script>alert(1)</script></p>' },
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/public/icoach/access-code/${course.accessCode}/`,
      headers: { 'accept-language': 'fr' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: course.id,
      title: 'Cours de test',
      welcomeMessage: '<p>Hello</p>',
      accessCode: course.accessCode,
      isPublished: true,
      requiresGrant: false,
    });
  });

  it('an unpublished or unknown course is not found; a malformed code is a 400', async () => {
    const hidden = await makeCourse(t.app, { isPublished: false });
    const url = (code: string) => `/api/public/icoach/access-code/${code}/`;
    expect((await t.app.inject({ url: url(hidden.accessCode) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: url('x'.repeat(50)) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: url('short') })).statusCode).toBe(400);
  });
});

describe('POST /api/icoach/user/get/ and /create/', () => {
  it('get answers 404 until create makes the one iCoach user of the person', async () => {
    const course = await makeCourse(t.app);
    const body = { icoachId: course.id, accessCode: course.accessCode };
    expect((await call(t.app, ada, 'POST', '/icoach/user/get/', body)).status).toBe(404);
    const created = await call(t.app, ada, 'POST', '/icoach/user/create/', body);
    expect(created).toMatchObject({
      status: 200,
      body: {
        isAuthorized: true,
        icoachCourseId: course.id,
        icoachAccessCode: course.accessCode,
        icoachCourseTitle: 'Test course',
        icoachSkillCategoryId: 1,
      },
    });
    const again = await call(t.app, ada, 'POST', '/icoach/user/create/', body);
    const got = await call(t.app, ada, 'POST', '/icoach/user/get/', body);
    expect(again.body?.id).toBe(created.body?.id);
    expect(got.body?.id).toBe(created.body?.id);
    expect((await call(t.app, null, 'POST', '/icoach/user/get/', body)).status).toBe(401);
  });

  it('an id and a code that do not agree, or an unpublished course, are not found', async () => {
    const one = await makeCourse(t.app);
    const two = await makeCourse(t.app);
    const hidden = await makeCourse(t.app, { isPublished: false });
    const mismatch = { icoachId: one.id, accessCode: two.accessCode };
    expect((await call(t.app, ada, 'POST', '/icoach/user/create/', mismatch)).status).toBe(404);
    const unpublished = { icoachId: hidden.id, accessCode: hidden.accessCode };
    expect((await call(t.app, ada, 'POST', '/icoach/user/create/', unpublished)).status).toBe(404);
  });

  it('checks the course dates by calendar date, with the spec’s messages', async () => {
    const future = await makeCourse(t.app, { validFrom: shift(1) });
    const past = await makeCourse(t.app, { validTo: shift(-1) });
    const lastDay = await makeCourse(t.app, { validFrom: shift(-3), validTo: today() });
    const create = (c: { id: number; accessCode: string }) =>
      call(t.app, ada, 'POST', '/icoach/user/create/', {
        icoachId: c.id,
        accessCode: c.accessCode,
      });
    expect(await create(future)).toMatchObject({
      status: 400,
      body: { message: 'This iCoach is not yet active.' },
    });
    expect(await create(past)).toMatchObject({
      status: 400,
      body: { message: 'This iCoach has now expired.' },
    });
    expect((await create(lastDay)).status).toBe(200);
  });

  it('a body that is not a course reference is a 400 with per-field messages', async () => {
    const res = await call(t.app, ada, 'POST', '/icoach/user/create/', {
      icoachId: 'one',
      accessCode: 'short',
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body?.errors as object).sort()).toEqual(['accessCode', 'icoachId']);
  });
});

describe('GET /api/icoach/user/{icoachUserId}/', () => {
  it('answers the owner the local record, and anyone else a 404', async () => {
    const course = await makeCourse(t.app);
    const learning = await beginCourse(t.app, ada, course);
    const own = await call(t.app, ada, 'GET', `/icoach/user/${learning.icoachUserId}/`);
    expect(own.body).toMatchObject({ id: learning.icoachUserId, icoachCourseId: course.id });
    expect((await call(t.app, bob, 'GET', `/icoach/user/${learning.icoachUserId}/`)).status).toBe(
      404,
    );
    expect((await call(t.app, ada, 'GET', '/icoach/user/999999/')).status).toBe(404);
  });
});
