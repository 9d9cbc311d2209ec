import { CourseFileSchema } from '@portal/shared/icoach-course-file';
import { LOCALES } from '@portal/shared/locales';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type SignedInUser } from '../../test/accounts.factory.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { beginCourse, courseFile, skillsOf } from '../../test/icoach.factory.ts';
import { call } from '../../test/surveys.factory.ts';
import { importCourse } from './course-import.service.ts';
import { demoCourseFile } from './icoach-courses.seed.ts';

let t: TestApp;
let ada: SignedInUser;
beforeAll(async () => {
  t = await buildTestApp();
  ada = await registerUser(t.app);
});
afterAll(() => t.close());

describe('importing a course file', () => {
  it('updates the course of the same code, keeping progress on skills by key and steps by number', async () => {
    const file = courseFile();
    const first = await importCourse(t.app.db, file);
    expect(first).toMatchObject({ created: true, skills: 2, steps: 4 });
    const learning = await beginCourse(t.app, ada, {
      id: first.courseId,
      accessCode: file.accessCode,
    });
    const [listening] = await skillsOf(t.app, ada, learning);
    await call(t.app, ada, 'POST', '/icoach/comment/create/', {
      icoachId: first.courseId,
      skillId: listening?.id,
      stepId: 1,
      comment: 'Kept',
    });
    const reworded = {
      ...file,
      skills: [
        { ...file.skills[0]!, name: { en_GB: 'Listening well' } },
        // 'planning' is gone; 'writing' is new.
        {
          key: 'writing',
          category: 3 as const,
          name: { en_GB: 'Writing' },
          steps: file.skills[1]!.steps,
        },
      ],
    };
    const second = await importCourse(t.app.db, reworded);
    expect(second).toMatchObject({ courseId: first.courseId, created: false });
    const skills = await skillsOf(t.app, ada, learning);
    expect(skills.map((s) => s.name)).toEqual(['Listening well', 'Writing']);
    expect(skills[0]).toMatchObject({ id: listening?.id, completed: 1 });
  });

  it('stores step HTML through the one sanitiser', async () => {
    const file = courseFile();
    file.skills[1]!.steps[0]!.content = {
      en_GB: '<p onclick="x()">Hi<img src=x onerror=alert(1)></p>',
    };
    const outcome = await importCourse(t.app.db, file);
    const learning = await beginCourse(t.app, ada, {
      id: outcome.courseId,
      accessCode: file.accessCode,
    });
    const [, planning] = await skillsOf(t.app, ada, learning);
    const skill = await call(t.app, ada, 'GET', `/icoach/skill/${file.accessCode}/${planning?.id}`);
    expect(JSON.stringify(skill.body)).not.toMatch(/onclick|onerror/);
  });

  it('the demo course file is valid: three categories, three skills or more each, each with a test', () => {
    const demo = demoCourseFile();
    for (const category of [1, 2, 3]) {
      const skills = demo.skills.filter((s) => s.category === category);
      expect(skills.length).toBeGreaterThanOrEqual(3);
      for (const skill of skills) {
        expect(skill.steps.length).toBeGreaterThanOrEqual(3);
        expect(skill.steps.length).toBeLessThanOrEqual(5);
        const test = skill.steps.find((s) => s.test)?.test;
        expect(test?.questions.length).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('the demo course has every text in all 12 languages, each its own translation', () => {
    const texts: Record<string, string>[] = [];
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') {
        if ('en_GB' in node) texts.push(node as Record<string, string>);
        else Object.values(node).forEach(walk);
      }
    };
    walk(demoCourseFile());
    expect(texts.length).toBeGreaterThan(200);
    for (const text of texts) {
      expect(Object.keys(text).sort()).toEqual([...LOCALES].sort());
      // Longer texts are not English copies (names and short options may match).
      for (const locale of LOCALES.filter((l) => l !== 'en_GB')) {
        if ((text.en_GB ?? '').length > 40) expect(text[locale]).not.toBe(text.en_GB);
      }
    }
  });

  it('a file with two correct options, a bad code or a duplicate key is refused', () => {
    const file = courseFile();
    const broken = structuredClone(file);
    broken.skills[0]!.steps[2]!.test!.questions[0]!.options[1]!.correct = true;
    expect(CourseFileSchema.safeParse(broken).success).toBe(false);
    expect(CourseFileSchema.safeParse({ ...file, accessCode: 'short' }).success).toBe(false);
    expect(
      CourseFileSchema.safeParse({ ...file, skills: [file.skills[0], file.skills[0]] }).success,
    ).toBe(false);
  });
});
