import type { CourseFile, LocalisedTextInput } from '@portal/shared/icoach-course-file';
import { and, eq, gt, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  icoachCourses,
  icoachQuestionOptions,
  icoachQuestions,
  icoachSkills,
  icoachSteps,
} from '../../db/schema/icoach.ts';
import type { LocalisedText } from '../../db/schema/lookups.ts';
import type { Tx } from '../../db/transaction.ts';
import { sanitizeStoredHtmlByLocale } from '../../lib/safe-html.ts';

/*
 * Imports a course from its file (docs/icoach-course-file.md), or updates the course with the
 * same access code, in one transaction: a failed import leaves the course as it was. Learners'
 * progress follows skills by key and steps by number, so an update that rewords a step keeps who
 * completed it; a step or skill the file no longer has is removed with its progress and comments.
 * A test's questions are replaced (attempts keep their score).
 */

const text = (value: LocalisedTextInput) => value as LocalisedText;
const html = (value: LocalisedTextInput) => sanitizeStoredHtmlByLocale(value as LocalisedText);

export interface ImportOutcome {
  courseId: number;
  accessCode: string;
  created: boolean;
  skills: number;
  steps: number;
  /** Skill keys the file brought, dropped (with their progress) and kept, in the file's order. */
  addedSkills: string[];
  removedSkills: string[];
  updatedSkills: string[];
}

/**
 * `alsoInTransaction` runs inside the import's transaction once the course is written: the
 * console's audit record commits or rolls back with the import (issue 13).
 */
export async function importCourse(
  db: Db,
  file: CourseFile,
  alsoInTransaction?: (tx: Tx, outcome: ImportOutcome) => Promise<void>,
): Promise<ImportOutcome> {
  return db.transaction(async (tx) => {
    const fields = {
      titles: text(file.title),
      welcomeMessages: html(file.welcomeMessage),
      logos: file.logos,
      defaultLanguage: file.defaultLanguage,
      validFrom: file.validFrom,
      validTo: file.validTo,
      isPublished: file.isPublished,
      requiresGrant: file.requiresGrant,
      updatedAt: new Date(),
    };
    const [existing] = await tx
      .select({ id: icoachCourses.id })
      .from(icoachCourses)
      .where(eq(icoachCourses.accessCode, file.accessCode));
    let courseId: number;
    if (existing) {
      courseId = existing.id;
      await tx.update(icoachCourses).set(fields).where(eq(icoachCourses.id, courseId));
    } else {
      const [row] = await tx
        .insert(icoachCourses)
        .values({ accessCode: file.accessCode, ...fields })
        .returning({ id: icoachCourses.id });
      if (!row) throw new Error('course insert returned nothing');
      courseId = row.id;
    }
    const before = existing
      ? await tx
          .select({ key: icoachSkills.key })
          .from(icoachSkills)
          .where(eq(icoachSkills.courseId, existing.id))
      : [];
    const beforeKeys = new Set(before.map((s) => s.key));
    const fileKeys = new Set(file.skills.map((s) => s.key));
    // Skills the file no longer names go, with their steps and progress (cascade).
    await tx.delete(icoachSkills).where(
      and(
        eq(icoachSkills.courseId, courseId),
        notInArray(
          icoachSkills.key,
          file.skills.map((s) => s.key),
        ),
      ),
    );
    let steps = 0;
    for (const [index, skill] of file.skills.entries()) {
      const [row] = await tx
        .insert(icoachSkills)
        .values({
          courseId,
          key: skill.key,
          category: skill.category,
          position: index + 1,
          names: text(skill.name),
        })
        .onConflictDoUpdate({
          target: [icoachSkills.courseId, icoachSkills.key],
          set: { category: skill.category, position: index + 1, names: text(skill.name) },
        })
        .returning({ id: icoachSkills.id });
      if (!row) throw new Error('skill upsert returned nothing');
      await importSteps(tx, row.id, skill.steps);
      steps += skill.steps.length;
    }
    const outcome: ImportOutcome = {
      courseId,
      accessCode: file.accessCode,
      created: !existing,
      skills: file.skills.length,
      steps,
      addedSkills: [...fileKeys].filter((k) => !beforeKeys.has(k)),
      removedSkills: [...beforeKeys].filter((k) => !fileKeys.has(k)).sort(),
      updatedSkills: [...fileKeys].filter((k) => beforeKeys.has(k)),
    };
    await alsoInTransaction?.(tx, outcome);
    return outcome;
  });
}

async function importSteps(tx: Tx, skillId: number, steps: CourseFile['skills'][number]['steps']) {
  await tx
    .delete(icoachSteps)
    .where(and(eq(icoachSteps.skillId, skillId), gt(icoachSteps.position, steps.length)));
  for (const [index, step] of steps.entries()) {
    const values = { titles: text(step.title), contents: html(step.content), isTest: !!step.test };
    const [row] = await tx
      .insert(icoachSteps)
      .values({ skillId, position: index + 1, ...values })
      .onConflictDoUpdate({ target: [icoachSteps.skillId, icoachSteps.position], set: values })
      .returning({ id: icoachSteps.id });
    if (!row) throw new Error('step upsert returned nothing');
    await tx.delete(icoachQuestions).where(eq(icoachQuestions.stepId, row.id));
    for (const [q, question] of (step.test?.questions ?? []).entries()) {
      const [inserted] = await tx
        .insert(icoachQuestions)
        .values({ stepId: row.id, position: q + 1, texts: text(question.text) })
        .returning({ id: icoachQuestions.id });
      if (!inserted) throw new Error('question insert returned nothing');
      await tx.insert(icoachQuestionOptions).values(
        question.options.map((option, o) => ({
          questionId: inserted.id,
          position: o + 1,
          texts: text(option.text),
          isCorrect: option.correct,
        })),
      );
    }
  }
}
