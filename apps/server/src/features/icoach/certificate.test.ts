import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type SignedInUser, updateUserRow } from '../../test/accounts.factory.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { beginCourse, type Learning, makeCourse, skillsOf } from '../../test/icoach.factory.ts';
import { call } from '../../test/surveys.factory.ts';
import { buildCertificate } from './certificate.model.ts';

let t: TestApp;
let ada: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp();
  ada = await registerUser(t.app, { firstName: 'Ada', lastName: 'Lovelace' });
});
afterAll(() => t.close());

const download = (user: SignedInUser, l: Learning) =>
  t.app.inject({ url: `/api/icoach/certificate/${l.icoachUserId}/`, headers: user.auth });

async function completeCourse(l: Learning) {
  const [listening, planning] = await skillsOf(t.app, ada, l);
  const questions = (await call(t.app, ada, 'GET', `/icoach/question/${listening?.id}`))
    .body as unknown as { id: number; icoachSkillQuestionOptions: { id: number }[] }[];
  const answers = Object.fromEntries(
    questions.map((q) => [q.id, q.icoachSkillQuestionOptions[0]?.id]),
  );
  await call(t.app, ada, 'POST', '/icoach/score/create/', {
    answers,
    skillId: listening?.id,
    icoachUserId: l.icoachUserId,
  });
  for (const skill of [listening, planning]) {
    await call(t.app, ada, 'POST', '/icoach/skill/complete/', {
      icoachUserId: l.icoachUserId,
      skillId: skill?.id,
    });
  }
}

/** The PDF's text, as a reader's copy-paste would give it (poppler's pdftotext). */
function pdfText(pdf: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cert-')), 'c.pdf');
  fs.writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('GET /api/icoach/certificate/{icoachUserId}/', () => {
  it('is not ready until every skill is completed, then is a one-page PDF naming the person, course and skills', async () => {
    const learning = await beginCourse(t.app, ada, await makeCourse(t.app));
    const early = await download(ada, learning);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({
      message: 'The certificate is ready once every skill of the course is completed.',
    });
    await completeCourse(learning);
    const res = await download(ada, learning);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('certificate.pdf');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
    const text = pdfText(pdf);
    for (const expected of [
      'Certificate of completion',
      'Ada Lovelace',
      'Test course',
      'Listening',
      'Planning',
    ]) {
      expect(text).toContain(expected);
    }
    // Someone else's certificate is not found.
    const bob = await registerUser(t.app);
    expect((await download(bob, learning)).statusCode).toBe(404);
  });

  it('is written in the person’s language; Arabic right to left', async () => {
    const fatima = await registerUser(t.app);
    await updateUserRow(t.app, fatima.id, { locale: 'ar' });
    const model = buildCertificate({
      locale: 'ar',
      personName: 'فاطمة',
      courseTitle: 'دورة',
      completedAt: new Date('2026-11-20T10:00:00Z'),
      skills: [{ category: 1, name: 'الإصغاء' }],
    });
    expect(model).toMatchObject({ language: 'ar', direction: 'rtl', body: [] });
    expect(model.cover.eyebrow).toBe('شهادة إتمام');
    expect(model.cover.facts[1]).toEqual({ label: 'المهارات الشخصية', value: 'الإصغاء' });
  });
});
