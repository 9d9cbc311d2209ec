import { z } from 'zod';
import { PG_INTEGER_MAX, textSchema } from './primitives.ts';

/*
 * The administrator's console (issue 13): what its API answers and takes. Each area of the
 * console adds its schemas in a file of its own (admin-surveys.ts, admin-people.ts...).
 */

/** GET /api/admin/overview. */
export const AdminOverviewSchema = z.object({
  /** Accounts with an owner, and accounts still waiting for theirs (decision 023). */
  people: z.number(),
  waitingPeople: z.number(),
  /** Since Monday 00:00 (the database's time zone). */
  takingsStartedThisWeek: z.number(),
  takingsCompletedThisWeek: z.number(),
  paymentsAwaitingTransfer: z.number(),
  exportsRunning: z.number(),
});
export type AdminOverview = z.infer<typeof AdminOverviewSchema>;

/*
 * Every list of the console (surveys, people, payments, the audit log...) is sorted, searched and
 * paged on the server (issue 13: "tables with sorting, filtering and paging on the server"). Its
 * query string is this schema; an area narrows `sort` to its own columns with adminListQuery().
 * Query strings arrive as text, so the numbers accept digits as well as numbers.
 */
export const ADMIN_PAGE_SIZES = [10, 25, 50, 100] as const;
export type AdminPageSize = (typeof ADMIN_PAGE_SIZES)[number];
export const ADMIN_DEFAULT_PAGE_SIZE: AdminPageSize = 25;
/** The longest search a list accepts. */
export const ADMIN_QUERY_MAX = 200;

const queryWholeNumber = (message: string) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^\d{1,10}$/, message)
          .transform(Number),
      ],
      {
        error: message,
      },
    )
    .pipe(z.number().int(message).min(1, message).max(PG_INTEGER_MAX, message));

export const AdminSortOrderSchema = z.enum(['asc', 'desc'], { error: 'validation.invalid' });
export type AdminSortOrder = z.infer<typeof AdminSortOrderSchema>;

export const AdminPageSizeSchema = queryWholeNumber('validation.invalid').pipe(
  z.literal(ADMIN_PAGE_SIZES, { error: 'validation.invalid' }),
);

export const AdminListQuerySchema = z.object({
  /** Free text the area matches against its own columns (names, emails, references...). */
  q: textSchema().trim().max(ADMIN_QUERY_MAX, 'admin.table.q_max').optional(),
  /** A column id; each area allows only its own (adminListQuery). */
  sort: textSchema()
    .regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'validation.invalid')
    .optional(),
  order: AdminSortOrderSchema.default('asc'),
  page: queryWholeNumber('validation.invalid').default(1),
  pageSize: AdminPageSizeSchema.default(ADMIN_DEFAULT_PAGE_SIZE),
});
export type AdminListQuery = z.infer<typeof AdminListQuerySchema>;
export type AdminListQueryInput = z.input<typeof AdminListQuerySchema>;

/** An area's list query: `sort` is one of its sortable columns (a 400 for any other). */
export function adminListQuery<const Sort extends readonly [string, ...string[]]>(sortable: Sort) {
  return AdminListQuerySchema.extend({
    sort: z.enum(sortable, { error: 'validation.invalid' }).optional(),
  });
}

/** One page of a console list: the rows, how many match in all, and which page this is. */
export function adminPage<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.literal(ADMIN_PAGE_SIZES),
  });
}
export interface AdminPage<Item> {
  items: Item[];
  total: number;
  page: number;
  pageSize: AdminPageSize;
}
