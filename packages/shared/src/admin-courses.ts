import { z } from 'zod';
import { adminListQuery, adminPage } from './admin.ts';
import { PathIdSchema } from './ids.ts';
import { LOCALES } from './locales.ts';

/*
 * The console's iCoach courses area (issue 13): the courses with their counts, one course with
 * its learners and the comment moderation list, publication, and the import of a course file
 * (icoach-course-file.ts, docs/icoach-course-file.md: the body of POST /api/admin/courses/import
 * is that file, as JSON).
 */

export const COURSE_SORTS = ['title', 'created', 'learners', 'completed'] as const;
export type CourseSort = (typeof COURSE_SORTS)[number];

/**
 * GET /api/admin/courses. `q` matches the title (any language) or the access code, as a
 * case-insensitive substring. Newest first by default.
 */
export const AdminCoursesQuerySchema = adminListQuery(COURSE_SORTS);
export type AdminCoursesQuery = z.input<typeof AdminCoursesQuerySchema>;

/** One course as the list shows it. Instants are ISO strings. */
export const AdminCourseSchema = z.object({
  id: z.number(),
  accessCode: z.string(),
  /** In the administrator's language, else the course's default language. */
  title: z.string(),
  defaultLanguage: z.enum(LOCALES),
  isPublished: z.boolean(),
  /** Reached only with a partner package's grant. */
  requiresGrant: z.boolean(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  skills: z.number().int(),
  steps: z.number().int(),
  /** People who began the course, and those who completed every skill. */
  learners: z.number().int(),
  completed: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminCourse = z.infer<typeof AdminCourseSchema>;

export const AdminCoursesResponseSchema = adminPage(AdminCourseSchema);
export type AdminCoursesResponse = z.infer<typeof AdminCoursesResponseSchema>;

export const AdminCourseParamsSchema = z.object({ id: PathIdSchema });

/** GET /api/admin/courses/{id}: the course and its skills in order (1-3: the spec's categories). */
export const AdminCourseDetailSchema = AdminCourseSchema.extend({
  skillList: z.array(
    z.object({
      id: z.number(),
      key: z.string(),
      category: z.number().int(),
      name: z.string(),
      steps: z.number().int(),
      hasTest: z.boolean(),
      /** Learners who completed the skill. */
      completed: z.number().int(),
    }),
  ),
});
export type AdminCourseDetail = z.infer<typeof AdminCourseDetailSchema>;

/** PUT /api/admin/courses/{id}/publication: an unpublished course is found by nobody else. */
export const CoursePublicationBodySchema = z.object({
  published: z.boolean({ error: 'validation.invalid' }),
});
export type CoursePublicationBody = z.infer<typeof CoursePublicationBodySchema>;

/**
 * POST /api/admin/courses/import answers what changed: the course created or updated (found by
 * its access code), the skill keys it gained and lost (a lost skill's progress and comments go
 * with it), and its size now.
 */
export const CourseImportResultSchema = z.object({
  courseId: z.number(),
  accessCode: z.string(),
  created: z.boolean(),
  skills: z.number().int(),
  steps: z.number().int(),
  addedSkills: z.array(z.string()),
  removedSkills: z.array(z.string()),
  /** Skills kept by key (their learners' progress kept too). */
  updatedSkills: z.array(z.string()),
});
export type CourseImportResult = z.infer<typeof CourseImportResultSchema>;

export const LEARNER_SORTS = ['name', 'started', 'progress'] as const;
export type LearnerSort = (typeof LEARNER_SORTS)[number];

/** GET /api/admin/courses/{id}/learners: `q` matches the name or email. Newest start first. */
export const CourseLearnersQuerySchema = adminListQuery(LEARNER_SORTS);
export type CourseLearnersQuery = z.input<typeof CourseLearnersQuerySchema>;

export const CourseLearnerSchema = z.object({
  icoachUserId: z.number(),
  person: z.object({ id: z.number(), fullName: z.string(), email: z.string() }),
  startedAt: z.string(),
  stepsDone: z.number().int(),
  stepsTotal: z.number().int(),
  skillsCompleted: z.number().int(),
  skillsTotal: z.number().int(),
  /** Each test taken: its skill's name (administrator's language) and the latest score, 0-100. */
  testScores: z.array(z.object({ skill: z.string(), score: z.number().int() })),
  /** Every skill completed: the certificate can be downloaded from then on. */
  completedAt: z.string().nullable(),
});
export type CourseLearner = z.infer<typeof CourseLearnerSchema>;

export const CourseLearnersResponseSchema = adminPage(CourseLearnerSchema);
export type CourseLearnersResponse = z.infer<typeof CourseLearnersResponseSchema>;

export const COMMENT_VISIBILITIES = ['all', 'shown', 'hidden'] as const;
export type CommentVisibility = (typeof COMMENT_VISIBILITIES)[number];

/**
 * GET /api/admin/courses/{id}/comments: the moderation list, newest first. `q` matches the text
 * or the author's name or email; `visibility` narrows to shown or hidden comments.
 */
export const CourseCommentsQuerySchema = adminListQuery(['created'] as const).extend({
  visibility: z.enum(COMMENT_VISIBILITIES, { error: 'validation.invalid' }).default('all'),
});
export type CourseCommentsQuery = z.input<typeof CourseCommentsQuerySchema>;

export const CourseCommentSchema = z.object({
  id: z.number(),
  /** Plain text as the learner typed it: shown as text, never as HTML. */
  text: z.string(),
  author: z.object({ id: z.number(), fullName: z.string(), email: z.string() }),
  skill: z.string(),
  stepNumber: z.number().int(),
  stepTitle: z.string(),
  createdAt: z.string(),
  hiddenAt: z.string().nullable(),
});
export type CourseComment = z.infer<typeof CourseCommentSchema>;

export const CourseCommentsResponseSchema = adminPage(CourseCommentSchema);
export type CourseCommentsResponse = z.infer<typeof CourseCommentsResponseSchema>;
