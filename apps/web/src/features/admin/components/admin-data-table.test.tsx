import type { AdminPage } from '@portal/shared/admin';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { useAdminListParams } from '../hooks/use-admin-list-params';
import { type AdminColumn, AdminDataTable } from './admin-data-table';

interface Person {
  id: number;
  name: string;
  email: string;
}
const COLUMNS: AdminColumn<Person>[] = [
  { id: 'name', header: 'Name', cell: (p) => p.name, sortable: true },
  { id: 'email', header: 'Email', cell: (p) => p.email, sortable: true },
  { id: 'id', header: 'Id', cell: (p) => p.id, numeric: true },
];
const PAGE: AdminPage<Person> = {
  items: [
    { id: 1, name: 'Ann Lee', email: 'ann@example.com' },
    { id: 2, name: 'Bob Roe', email: 'bob@example.com' },
  ],
  total: 60,
  page: 1,
  pageSize: 25,
};

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.search}</output>;
}

function PeopleTable({ data }: { data: AdminPage<Person> }) {
  const list = useAdminListParams({ sortable: ['name', 'email'], defaultSort: 'name' });
  return (
    <>
      <AdminDataTable
        label="People"
        columns={COLUMNS}
        rowKey={(p) => p.id}
        list={list}
        result={{
          data,
          isPending: false,
          isError: false,
          error: null,
          isPlaceholderData: false,
          refetch: vi.fn(),
        }}
      />
      <Address />
    </>
  );
}

const address = () => screen.getByTestId('address').textContent;
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });

describe('the console data table', () => {
  it('marks the sorted column with aria-sort and sorts by a header click, then turns it round', async () => {
    renderWithProviders(<PeopleTable data={PAGE} />, { route: '/admin/people?page=2' });
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Email').getAttribute('aria-sort')).toBe('none');
    expect(header('Id').hasAttribute('aria-sort')).toBe(false);

    await userEvent.click(within(header('Email')).getByRole('button'));
    expect(address()).toBe('?sort=email');
    expect(header('Email').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Name').getAttribute('aria-sort')).toBe('none');

    await userEvent.click(within(header('Email')).getByRole('button'));
    expect(address()).toBe('?sort=email&order=desc');
    expect(header('Email').getAttribute('aria-sort')).toBe('descending');
  });

  it('a search on Enter goes into the address and back to page 1', async () => {
    renderWithProviders(<PeopleTable data={PAGE} />, { route: '/admin/people?page=2&status=x' });
    const search = screen.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(search, '  ann {Enter}');
    expect(address()).toBe('?status=x&q=ann');
    await userEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(address()).toBe('?status=x');
  });

  it('typing applies the search after a pause, keeping a space typed between words', async () => {
    renderWithProviders(<PeopleTable data={PAGE} />, { route: '/admin/people' });
    const search = screen.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(search, 'ann ');
    await waitFor(() => expect(address()).toBe('?q=ann'));
    await userEvent.type(search, 'lee');
    expect((search as HTMLInputElement).value).toBe('ann lee');
    await waitFor(() => expect(address()).toBe('?q=ann+lee'));
  });

  it('pages and page size drive page and pageSize', async () => {
    renderWithProviders(<PeopleTable data={PAGE} />, { route: '/admin/people' });
    expect(screen.getByText('1–25 of 60')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(address()).toBe('?page=2');
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(address()).toBe('?page=3');
    fireEvent.change(screen.getByLabelText('Rows per page'), { target: { value: '50' } });
    expect(address()).toBe('?pageSize=50');
  });

  it('shows the rows, and says when a search matches nothing', () => {
    const { unmount } = renderWithProviders(<PeopleTable data={PAGE} />);
    expect(screen.getByRole('table', { name: 'People' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'bob@example.com' })).toBeTruthy();
    unmount();
    renderWithProviders(<PeopleTable data={{ ...PAGE, items: [], total: 0 }} />, {
      route: '/admin/people?q=zed',
    });
    expect(screen.getByText('Nothing matches “zed”.')).toBeTruthy();
  });

  it('a page past the end of the list is replaced by the last page', () => {
    renderWithProviders(<PeopleTable data={{ ...PAGE, items: [], total: 30 }} />, {
      route: '/admin/people?page=9',
    });
    expect(address()).toBe('?page=2');
  });
});
