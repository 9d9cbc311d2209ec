// @vitest-environment node
import type { AdminListQuery } from '@portal/shared/admin';
import { describe, expect, it } from 'vitest';
import {
  ariaSort,
  changeListParams,
  type ListParamsOptions,
  pageCount,
  readListParams,
  rowRange,
  toggleSort,
  writeListParams,
} from './list-params';

const OPTIONS: ListParamsOptions = {
  sortable: ['name', 'email', 'createdAt'],
  defaultSort: 'name',
};
const DEFAULT: AdminListQuery = {
  q: undefined,
  sort: 'name',
  order: 'asc',
  page: 1,
  pageSize: 25,
};
const read = (search: string, options = OPTIONS) =>
  readListParams(new URLSearchParams(search), options);
const write = (query: AdminListQuery, search = '', options = OPTIONS) =>
  writeListParams(new URLSearchParams(search), query, options).toString();

describe('reading a list query from the address', () => {
  it('an address without parameters asks for the defaults', () => {
    expect(read('')).toEqual(DEFAULT);
  });

  it('reads every parameter the schema accepts, the search trimmed', () => {
    expect(read('q=%20ann%20&sort=email&order=desc&page=3&pageSize=50')).toEqual({
      q: 'ann',
      sort: 'email',
      order: 'desc',
      page: 3,
      pageSize: 50,
    });
  });

  it('replaces what the schema refuses by the default instead of failing', () => {
    expect(read('sort=password&order=sideways&page=0&pageSize=30')).toEqual(DEFAULT);
    expect(read('page=-2&pageSize=abc')).toEqual(DEFAULT);
    expect(read('page=1.5')).toEqual(DEFAULT);
    expect(read('page=99999999999')).toEqual(DEFAULT);
  });

  it('a blank search is no search, and a long one is cut to 200 characters', () => {
    expect(read('q=%20%20').q).toBeUndefined();
    expect(read(`q=${'a'.repeat(250)}`).q).toHaveLength(200);
  });

  it("uses the list's own defaults for sort, order and page size", () => {
    const options: ListParamsOptions = {
      sortable: ['createdAt'],
      defaultSort: 'createdAt',
      defaultOrder: 'desc',
      defaultPageSize: 50,
    };
    expect(read('', options)).toEqual({
      ...DEFAULT,
      sort: 'createdAt',
      order: 'desc',
      pageSize: 50,
    });
    expect(read('order=asc', options).order).toBe('asc');
  });
});

describe('writing a list query into the address', () => {
  it('leaves the defaults out, so a fresh list has a clean address', () => {
    expect(write(DEFAULT)).toBe('');
  });

  it('writes what differs from the defaults', () => {
    expect(write({ q: 'ann lee', sort: 'email', order: 'desc', page: 2, pageSize: 100 })).toBe(
      'q=ann+lee&sort=email&order=desc&page=2&pageSize=100',
    );
  });

  it("keeps parameters that are not the list's (an area's own filters)", () => {
    expect(write({ ...DEFAULT, page: 4 }, 'status=pending&page=2&q=old')).toBe(
      'status=pending&page=4',
    );
  });

  it('reads back what it wrote', () => {
    const query: AdminListQuery = {
      q: 'x',
      sort: 'createdAt',
      order: 'desc',
      page: 7,
      pageSize: 10,
    };
    expect(read(write(query))).toEqual(query);
  });
});

describe('changing the list', () => {
  const onPage3: AdminListQuery = { ...DEFAULT, q: 'ann', page: 3 };

  it('a new search, sort, order or page size goes back to page 1', () => {
    expect(changeListParams(onPage3, { q: 'bob' }).page).toBe(1);
    expect(changeListParams(onPage3, { sort: 'email' }).page).toBe(1);
    expect(changeListParams(onPage3, { order: 'desc' }).page).toBe(1);
    expect(changeListParams(onPage3, { pageSize: 50 }).page).toBe(1);
  });

  it('the same search again, or a page, keeps the page asked for', () => {
    expect(changeListParams(onPage3, { q: ' ann ' }).page).toBe(3);
    expect(changeListParams(onPage3, { page: 5 }).page).toBe(5);
    expect(changeListParams(onPage3, { pageSize: 50, page: 2 }).page).toBe(2);
  });

  it('clearing the search removes it', () => {
    expect(changeListParams(onPage3, { q: '   ' }).q).toBeUndefined();
    expect(changeListParams(onPage3, { q: undefined })).toEqual({ ...DEFAULT, page: 1 });
  });
});

describe('sorting by a column header', () => {
  it('a new column sorts ascending; the sorted one turns round each click', () => {
    const byName = DEFAULT;
    expect(toggleSort(byName, 'email')).toEqual({ sort: 'email', order: 'asc' });
    expect(toggleSort(byName, 'name')).toEqual({ order: 'desc' });
    expect(toggleSort({ ...byName, order: 'desc' }, 'name')).toEqual({ order: 'asc' });
  });

  it('aria-sort names the order of the sorted column and none on the others', () => {
    expect(ariaSort(DEFAULT, 'name')).toBe('ascending');
    expect(ariaSort({ ...DEFAULT, order: 'desc' }, 'name')).toBe('descending');
    expect(ariaSort(DEFAULT, 'email')).toBe('none');
  });
});

describe('pages', () => {
  it('counts at least one page', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
  });

  it('names the rows a page shows', () => {
    expect(rowRange(1, 25, 0)).toEqual({ from: 0, to: 0 });
    expect(rowRange(1, 25, 312)).toEqual({ from: 1, to: 25 });
    expect(rowRange(13, 25, 312)).toEqual({ from: 301, to: 312 });
  });
});
