import type { AdminListQuery } from '@portal/shared/admin';
import type {
  AdminCourse,
  AdminCourseDetail,
  AdminCoursesResponse,
  CourseImportResult,
  CourseSort,
} from '@portal/shared/admin-courses';
import type { CourseFile } from '@portal/shared/icoach-course-file';
import type { Locale } from '@portal/shared/locales';
import { asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { icoachCourses, icoachSkills } from '../../db/schema/icoach.ts';
import { NotFound } from '../../lib/errors.ts';
import type { ActorContext } from '../../plugins/context.ts';
import { importCourse } from '../icoach/course-import.service.ts';
import { setCoursePublished } from '../icoach/course-publication.service.ts';
import { pick } from '../surveys/localised.ts';
import { recordAudit } from './admin-audit.ts';

/*
 * The console's iCoach courses (issue 13). Lists read the tables they show (as people.queries
 * and payments.service do); the changes are the icoach feature's own services (the import the
 * command line's course:import runs, the publication), each with its audit record written in
 * the change's transaction.
 */

/** LIKE's own characters in the search are matched as themselves. */
export const likeAny = (q: string) => `%${q.replace(/[\\%_]/g, '\\$&')}%`;

/** A localised jsonb column in the administrator's language, else the default, else English. */
export const localisedSql = (column: unknown, locale: Locale, fallback: unknown) =>
  sql<string>`coalesce(${column} ->> ${locale}, ${column} ->> ${fallback}, ${column} ->> 'en_GB', '')`;

/*
 * Subqueries in plain SQL with their own aliases: in a one-table select the query builder leaves
 * column names unqualified, which the subquery's tables would make ambiguous.
 */
const countOf = (query: string) => sql<number>`(${sql.raw(query)})`.mapWith(Number);
const counts = {
  skills: countOf('select count(*) from icoach_skills k where k.course_id = icoach_courses.id'),
  steps: countOf(
    'select count(*) from icoach_steps st inner join icoach_skills k on k.id = st.skill_id where k.course_id = icoach_courses.id',
  ),
  learners: countOf('select count(*) from icoach_users u where u.course_id = icoach_courses.id'),
  completed: countOf(
    'select count(*) from icoach_users u where u.course_id = icoach_courses.id and u.time_completed is not null',
  ),
};

const selection = {
  id: icoachCourses.id,
  accessCode: icoachCourses.accessCode,
  titles: icoachCourses.titles,
  defaultLanguage: icoachCourses.defaultLanguage,
  isPublished: icoachCourses.isPublished,
  requiresGrant: icoachCourses.requiresGrant,
  validFrom: icoachCourses.validFrom,
  validTo: icoachCourses.validTo,
  createdAt: icoachCourses.createdAt,
  updatedAt: icoachCourses.updatedAt,
  ...counts,
};

type Row = Awaited<ReturnType<typeof selectCourses>>[number];
const selectCourses = (db: Db) => db.select(selection).from(icoachCourses);

function toCourse(ctx: ActorContext, row: Row): AdminCourse {
  return {
    id: row.id,
    accessCode: row.accessCode,
    title: pick(row.titles, ctx.locale, row.defaultLanguage),
    defaultLanguage: row.defaultLanguage as AdminCourse['defaultLanguage'],
    isPublished: row.isPublished,
    requiresGrant: row.requiresGrant,
    validFrom: row.validFrom,
    validTo: row.validTo,
    skills: row.skills,
    steps: row.steps,
    learners: row.learners,
    completed: row.completed,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function whereOf(query: AdminListQuery): SQL | undefined {
  const q = query.q?.trim();
  if (!q) return undefined;
  const pattern = likeAny(q);
  return sql`(${icoachCourses.accessCode} ilike ${pattern} or exists (select 1 from jsonb_each_text(${icoachCourses.titles}) as t(locale, value) where t.value ilike ${pattern}))`;
}

function orderOf(ctx: ActorContext, query: AdminListQuery): SQL[] {
  const dir = query.order === 'desc' || !query.sort ? desc : asc;
  const keys: Record<CourseSort, SQL> = {
    title: sql`lower(${localisedSql(icoachCourses.titles, ctx.locale, icoachCourses.defaultLanguage)})`,
    created: sql`${icoachCourses.createdAt}`,
    learners: counts.learners,
    completed: counts.completed,
  };
  return [dir(keys[(query.sort as CourseSort | undefined) ?? 'created']), dir(icoachCourses.id)];
}

/** GET /admin/courses: one page, with the count of every match. */
export async function listAdminCourses(
  ctx: ActorContext,
  query: AdminListQuery,
): Promise<AdminCoursesResponse> {
  const where = whereOf(query);
  const [rows, [counted]] = await Promise.all([
    selectCourses(ctx.db)
      .where(where)
      .orderBy(...orderOf(ctx, query))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    ctx.db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(icoachCourses)
      .where(where),
  ]);
  return {
    items: rows.map((row) => toCourse(ctx, row)),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize as AdminCoursesResponse['pageSize'],
  };
}

/** GET /admin/courses/{id}: the course, its counts and its skills in order. */
export async function getAdminCourse(ctx: ActorContext, id: number): Promise<AdminCourseDetail> {
  const [row] = await selectCourses(ctx.db).where(eq(icoachCourses.id, id));
  if (!row) throw new NotFound();
  const skills = await ctx.db
    .select({
      id: icoachSkills.id,
      key: icoachSkills.key,
      category: icoachSkills.category,
      names: icoachSkills.names,
      steps: countOf('select count(*) from icoach_steps st where st.skill_id = icoach_skills.id'),
      hasTest: sql<boolean>`${sql.raw('exists (select 1 from icoach_steps st where st.skill_id = icoach_skills.id and st.is_test)')}`,
      completed: countOf(
        'select count(*) from icoach_skill_completions c where c.skill_id = icoach_skills.id',
      ),
    })
    .from(icoachSkills)
    .where(eq(icoachSkills.courseId, id))
    .orderBy(asc(icoachSkills.category), asc(icoachSkills.position));
  return {
    ...toCourse(ctx, row),
    skillList: skills.map((s) => ({
      id: s.id,
      key: s.key,
      category: s.category,
      name: pick(s.names, ctx.locale, row.defaultLanguage),
      steps: s.steps,
      hasTest: Boolean(s.hasTest),
      completed: s.completed,
    })),
  };
}

/**
 * POST /admin/courses/import: the icoach feature's import (created or updated by access code, in
 * one transaction), audited inside it. The file was checked by its schema at the route.
 */
export async function importAdminCourse(
  ctx: ActorContext,
  file: CourseFile,
): Promise<CourseImportResult> {
  const outcome = await importCourse(ctx.db, file, (tx, done) =>
    recordAudit(tx, ctx, {
      action: done.created ? 'admin.courses.import_new' : 'admin.courses.import_update',
      detail: {
        courseId: done.courseId,
        accessCode: done.accessCode,
        skills: done.skills,
        steps: done.steps,
        addedSkills: done.addedSkills,
        removedSkills: done.removedSkills,
      },
    }),
  );
  return {
    courseId: outcome.courseId,
    accessCode: outcome.accessCode,
    created: outcome.created,
    skills: outcome.skills,
    steps: outcome.steps,
    addedSkills: outcome.addedSkills,
    removedSkills: outcome.removedSkills,
    updatedSkills: outcome.updatedSkills,
  };
}

/** PUT /admin/courses/{id}/publication: audited when it changes anything. */
export async function setAdminCoursePublication(
  ctx: ActorContext,
  id: number,
  published: boolean,
): Promise<AdminCourseDetail> {
  const result = await setCoursePublished(ctx.db, id, published, (tx) =>
    recordAudit(tx, ctx, {
      action: published ? 'admin.courses.publish' : 'admin.courses.unpublish',
      detail: { courseId: id },
    }),
  );
  if (!result.found) throw new NotFound();
  return getAdminCourse(ctx, id);
}
