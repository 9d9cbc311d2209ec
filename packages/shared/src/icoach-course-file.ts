import { z } from 'zod';
import { LOCALES } from './locales.ts';
import { textSchema } from './primitives.ts';

/*
 * The one file an administrator imports or updates an iCoach course from
 * (`npm run admin -- course:import <file>`; format documented in docs/icoach-course-file.md).
 * Every text is given per locale; a locale left out reads the course's default language.
 */

const ACCESS_CODE = /^[A-Za-z0-9]{50}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A text per locale: at least the default language's (checked on the course as a whole). */
export const LocalisedTextSchema = z
  .partialRecord(z.enum(LOCALES), textSchema().trim().min(1))
  .refine((v) => Object.keys(v).length > 0, 'at least one locale');
export type LocalisedTextInput = z.infer<typeof LocalisedTextSchema>;

export const CourseFileOptionSchema = z.object({
  text: LocalisedTextSchema,
  correct: z.boolean().default(false),
});

export const CourseFileQuestionSchema = z
  .object({
    text: LocalisedTextSchema,
    options: z.array(CourseFileOptionSchema).min(2).max(8),
  })
  .refine((q) => q.options.filter((o) => o.correct).length === 1, {
    message: 'a question has exactly one correct option',
    path: ['options'],
  });

export const CourseFileStepSchema = z.object({
  title: LocalisedTextSchema,
  /** HTML, sanitised on import by the server's one sanitiser. */
  content: LocalisedTextSchema,
  /** Present on the skill's test step only. */
  test: z.object({ questions: z.array(CourseFileQuestionSchema).min(1).max(30) }).optional(),
});

export const CourseFileSkillSchema = z
  .object({
    /** Stable across updates: learners' progress follows the key. */
    key: z.string().regex(/^[a-z0-9-]{1,60}$/),
    /** 1 soft skills, 2 essential business skills, 3 organisational skills (platform spec §1). */
    category: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    name: LocalisedTextSchema,
    steps: z.array(CourseFileStepSchema).min(1).max(20),
  })
  .refine((s) => s.steps.filter((step) => step.test).length <= 1, {
    message: 'a skill has at most one test step',
    path: ['steps'],
  });

export const CourseFileSchema = z
  .object({
    accessCode: z.string().regex(ACCESS_CODE, 'exactly 50 letters and digits'),
    defaultLanguage: z.enum(LOCALES).default('en_GB'),
    title: LocalisedTextSchema,
    welcomeMessage: LocalisedTextSchema,
    logos: z
      .array(z.object({ fileURL: z.string().max(500) }))
      .max(4)
      .default([]),
    /** Calendar dates, inclusive; null for open-ended. */
    validFrom: z.string().regex(DATE).nullable().default(null),
    validTo: z.string().regex(DATE).nullable().default(null),
    isPublished: z.boolean().default(true),
    /** Reached only with a live grant (a partner package's days of iCoach). */
    requiresGrant: z.boolean().default(false),
    skills: z.array(CourseFileSkillSchema).min(1).max(60),
  })
  .superRefine((course, issue) => {
    const keys = new Set<string>();
    course.skills.forEach((skill, i) => {
      if (keys.has(skill.key)) {
        issue.addIssue({ code: 'custom', message: 'duplicate key', path: ['skills', i, 'key'] });
      }
      keys.add(skill.key);
    });
  });
export type CourseFile = z.infer<typeof CourseFileSchema>;
