import { z } from 'zod';
import { EmailSchema } from './accounts.ts';
import { adminListQuery, adminPage } from './admin.ts';
import { PathIdSchema } from './ids.ts';
import { rowIdSchema, textSchema } from './primitives.ts';

/*
 * The console's Invitations area (issue 13): a list of emails invited to a survey or an iCoach
 * course, each mailed a one-time link that signs them in, with a reminder on a date the
 * administrator sets (docs/decisions/029-console-invitations.md).
 */

/** The most addresses one request invites (a pasted list or one CSV file). */
export const INVITATION_EMAILS_MAX = 1000;

/** Today as YYYY-MM-DD in UTC: the date reminders are counted in. */
export const utcToday = (now = new Date()) => now.toISOString().slice(0, 10);

/** A calendar date that is today or later (UTC): a reminder is never set in the past. */
export const RemindOnSchema = textSchema('validation.date_invalid')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date_invalid')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'validation.date_invalid')
  .refine((s) => s >= utcToday(), 'validation.reminder_past');

/**
 * What an invitation is to: a survey (its id) or an iCoach course (its id), exactly one. Kept as
 * one object with two optional ids rather than a union, so the form, the query string and the
 * API document read the same.
 */
const targetShape = {
  surveyId: rowIdSchema().optional(),
  courseId: rowIdSchema().optional(),
};
const exactlyOneTarget = (v: { surveyId?: number | undefined; courseId?: number | undefined }) =>
  (v.surveyId === undefined) !== (v.courseId === undefined);
const targetIssue = { message: 'validation.invitation_target', path: ['surveyId'] };

export type InvitationTarget = { surveyId: number } | { courseId: number };

/**
 * The addresses, each checked on its own: a wrong one is reported at `emails.<index>` (the web
 * names the address from its index). Upper and lower case are one address, and an address given
 * twice is invited once.
 */
export const InvitationEmailsSchema = z
  .array(EmailSchema, { error: 'validation.invitation_emails_required' })
  .min(1, 'validation.invitation_emails_required')
  .max(INVITATION_EMAILS_MAX, 'validation.invitation_emails_max')
  .transform((emails) => [...new Set(emails)]);

/** POST /api/admin/invitations. */
export const InviteBodySchema = z
  .object({
    ...targetShape,
    emails: InvitationEmailsSchema,
    remindOn: RemindOnSchema.optional(),
  })
  .refine(exactlyOneTarget, targetIssue);
export type InviteBody = z.input<typeof InviteBodySchema>;

export const InviteResponseSchema = z.object({
  /** Invitations made (and mailed) by this request. */
  invited: z.number().int(),
  /** Addresses already invited to this survey or course: reported, not mailed again. */
  alreadyInvited: z.array(z.string()),
  /** Addresses that had no account: one now waits for its owner (decision 023). */
  newPeople: z.array(z.string()),
});
export type InviteResponse = z.infer<typeof InviteResponseSchema>;

/** PUT /api/admin/invitations/reminder: the day a reminder goes to those who have not finished. */
export const InvitationReminderBodySchema = z
  .object({ ...targetShape, remindOn: RemindOnSchema.nullable() })
  .refine(exactlyOneTarget, targetIssue);
export type InvitationReminderBody = z.input<typeof InvitationReminderBodySchema>;
export const InvitationReminderResponseSchema = z.object({ updated: z.number().int() });

export const INVITATION_SORTS = ['created', 'email', 'name'] as const;
export type InvitationSort = (typeof INVITATION_SORTS)[number];
export const INVITATION_STATES = ['invited', 'sent', 'opened', 'started', 'completed'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

/** GET /api/admin/invitations?surveyId=|courseId=: `q` matches the email or the name. */
export const InvitationsQuerySchema = adminListQuery(INVITATION_SORTS)
  .extend({ surveyId: PathIdSchema.optional(), courseId: PathIdSchema.optional() })
  .refine(exactlyOneTarget, targetIssue);
export type InvitationsQuery = z.input<typeof InvitationsQuerySchema>;

/** One invited person with how far they have gone. Instants are ISO strings. */
export const AdminInvitationSchema = z.object({
  id: z.number(),
  person: z.object({ id: z.number(), fullName: z.string(), email: z.string() }),
  /** The account still waits for its owner to set a password. */
  waiting: z.boolean(),
  /** The furthest the person has gone. */
  state: z.enum(INVITATION_STATES),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  openedAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  remindOn: z.string().nullable(),
  remindedAt: z.string().nullable(),
});
export type AdminInvitation = z.infer<typeof AdminInvitationSchema>;

export const InvitationCountsSchema = z.object({
  invited: z.number().int(),
  sent: z.number().int(),
  opened: z.number().int(),
  started: z.number().int(),
  completed: z.number().int(),
});
export type InvitationCounts = z.infer<typeof InvitationCountsSchema>;

export const AdminInvitationsResponseSchema = adminPage(AdminInvitationSchema).extend({
  counts: InvitationCountsSchema,
});
export type AdminInvitationsResponse = z.infer<typeof AdminInvitationsResponseSchema>;

/** GET /api/admin/invitations/targets?q=: the surveys and courses the select offers. */
export const InvitationTargetsQuerySchema = z.object({
  q: textSchema().trim().max(200, 'validation.invalid').optional(),
});
export const InvitationTargetSchema = z.object({
  kind: z.enum(['survey', 'course']),
  id: z.number(),
  title: z.string(),
  /** The survey's product (eq, values...), or 'icoach'. */
  product: z.string(),
});
export type InvitationTargetOption = z.infer<typeof InvitationTargetSchema>;
export const InvitationTargetsResponseSchema = z.array(InvitationTargetSchema);
