import {
  ADMIN_DEFAULT_PAGE_SIZE,
  ADMIN_QUERY_MAX,
  type AdminListQuery,
  AdminListQuerySchema,
  type AdminPageSize,
  type AdminSortOrder,
} from '@portal/shared/admin';

/*
 * A console list keeps its search, sort and page in the address (`?q=&sort=&order=&page=
 * &pageSize=`), so a reload, the Back button and a copied link show the same rows. These pure
 * functions read and write those parameters with the shared schema's rules; anything the schema
 * refuses (a hand-edited address) falls back to the default instead of failing.
 */

export interface ListParamsOptions {
  /** The column ids this list may sort by (the area's adminListQuery). */
  sortable: readonly string[];
  defaultSort?: string;
  defaultOrder?: AdminSortOrder;
  defaultPageSize?: AdminPageSize;
}

export const LIST_PARAM_NAMES = ['q', 'sort', 'order', 'page', 'pageSize'] as const;

const field = AdminListQuerySchema.shape;

function defaults(options: ListParamsOptions): AdminListQuery {
  return {
    q: undefined,
    sort: options.defaultSort,
    order: options.defaultOrder ?? 'asc',
    page: 1,
    pageSize: options.defaultPageSize ?? ADMIN_DEFAULT_PAGE_SIZE,
  };
}

/** The list query an address asks for, each unusable parameter replaced by its default. */
export function readListParams(
  search: URLSearchParams,
  options: ListParamsOptions,
): AdminListQuery {
  const base = defaults(options);
  const value = (name: string) => search.get(name) ?? undefined;
  const q = field.q.safeParse(value('q')?.slice(0, ADMIN_QUERY_MAX));
  const sort = value('sort');
  const order = field.order.safeParse(value('order'));
  const page = field.page.safeParse(value('page'));
  const pageSize = field.pageSize.safeParse(value('pageSize'));
  return {
    q: q.success && q.data ? q.data : undefined,
    sort: sort && options.sortable.includes(sort) ? sort : base.sort,
    order: order.success && value('order') ? order.data : base.order,
    page: page.success ? page.data : base.page,
    pageSize: pageSize.success && value('pageSize') ? pageSize.data : base.pageSize,
  };
}

/**
 * The address's parameters with the list query written in; values equal to the defaults are
 * left out, and parameters that are not the list's (an area's own filters) are kept.
 */
export function writeListParams(
  search: URLSearchParams,
  query: AdminListQuery,
  options: ListParamsOptions,
): URLSearchParams {
  const base = defaults(options);
  const next = new URLSearchParams(search);
  for (const name of LIST_PARAM_NAMES) next.delete(name);
  const q = query.q?.trim();
  if (q) next.set('q', q.slice(0, ADMIN_QUERY_MAX));
  if (query.sort && query.sort !== base.sort) next.set('sort', query.sort);
  // The order means something only with a sort; it is kept whenever it is not the default.
  if (query.order !== base.order) next.set('order', query.order);
  if (query.page > 1) next.set('page', String(query.page));
  if (query.pageSize !== base.pageSize) next.set('pageSize', String(query.pageSize));
  return next;
}

/**
 * The list query after a change. A new search, sort or page size shows other rows, so it goes
 * back to the first page unless the change names a page itself.
 */
export function changeListParams(
  current: AdminListQuery,
  change: Partial<AdminListQuery>,
): AdminListQuery {
  const next = { ...current, ...change };
  const reordered =
    ('q' in change && (change.q?.trim() || undefined) !== current.q) ||
    ('sort' in change && change.sort !== current.sort) ||
    ('order' in change && change.order !== current.order) ||
    ('pageSize' in change && change.pageSize !== current.pageSize);
  if (reordered && !('page' in change)) next.page = 1;
  if ('q' in change) next.q = change.q?.trim() || undefined;
  return next;
}

/** A click on a column's header: sort by it ascending, or turn its order round when it is on. */
export function toggleSort(current: AdminListQuery, column: string): Partial<AdminListQuery> {
  if (current.sort === column) return { order: current.order === 'asc' ? 'desc' : 'asc' };
  return { sort: column, order: 'asc' };
}

/** The header's aria-sort: what a screen reader says about a sortable column. */
export function ariaSort(
  current: AdminListQuery,
  column: string,
): 'ascending' | 'descending' | 'none' {
  if (current.sort !== column) return 'none';
  return current.order === 'asc' ? 'ascending' : 'descending';
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The rows a page shows, counted from 1 ({ from: 0, to: 0 } for an empty list). */
export function rowRange(page: number, pageSize: number, total: number) {
  if (total === 0) return { from: 0, to: 0 };
  const from = Math.min((page - 1) * pageSize + 1, total);
  return { from, to: Math.min(page * pageSize, total) };
}
