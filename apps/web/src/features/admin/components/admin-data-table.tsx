import { Button, Group, Skeleton, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import type { AdminPage } from '@portal/shared/admin';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { useTranslation } from '../../../lib/i18n';
import type { AdminListParams } from '../hooks/use-admin-list-params';
import { ariaSort, pageCount, toggleSort } from '../rules/list-params';
import classes from './admin-data-table.module.css';
import { AdminTablePager } from './admin-table-pager';
import { AdminTableSearch } from './admin-table-search';

export interface AdminColumn<Row> {
  /** The column's id; for a sortable column, the `sort` value the server knows. */
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
  /** Numbers and amounts line up at the end. */
  numeric?: boolean;
  width?: number | string;
  /** Kept in view at the row's end while the table scrolls sideways: a row's action. */
  pinned?: boolean;
}

export interface AdminDataTableProps<Row> {
  /** Names the table and its search box ("Surveys", "Payments"). */
  label: string;
  columns: AdminColumn<Row>[];
  rowKey: (row: Row) => string | number;
  /** useAdminListParams(): the search, sort and page in the address. */
  list: AdminListParams;
  /** useQuery(adminListQueryOptions(...)): one page of rows from the server. */
  result: Pick<
    UseQueryResult<AdminPage<Row>>,
    'data' | 'isPending' | 'isError' | 'error' | 'isPlaceholderData' | 'refetch'
  >;
  /** The search box's label; "Search" unless told. */
  searchLabel?: string;
  /** The area's own filters and buttons, beside the search box. */
  toolbar?: ReactNode;
  /** Shown when the list has no rows at all (no search). */
  emptyText?: string;
  /** Table wider than this scrolls sideways on a phone. */
  minWidth?: number;
}

/**
 * A console list sorted, searched and paged by the server (issue 13). The header buttons sort
 * (aria-sort says how), the search box and the pager change the address's q, sort, order, page
 * and pageSize, and the rows come from the query the page made of them.
 */
export function AdminDataTable<Row>({
  label,
  columns,
  rowKey,
  list,
  result,
  searchLabel,
  toolbar,
  emptyText,
  minWidth = 640,
}: AdminDataTableProps<Row>) {
  const { t } = useTranslation('admin');
  const { query, update } = list;
  const data = result.data;
  const busy = result.isPending || result.isPlaceholderData;

  // A page past the end (rows deleted, a stale link): show the last page instead.
  const last = data ? pageCount(data.total, query.pageSize) : undefined;
  useEffect(() => {
    if (last !== undefined && query.page > last) update({ page: last }, { replace: true });
  }, [last, query.page, update]);

  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap" align="flex-end">
        <AdminTableSearch
          value={query.q}
          label={searchLabel ?? t('table.search')}
          onSearch={(q) => update({ q }, { replace: true })}
        />
        {toolbar}
      </Group>
      {result.isError && (
        <Group gap="sm" align="center">
          <FormAlert message={result.error?.message || t('table.load_failed')} />
          <Button variant="default" size="xs" onClick={() => result.refetch()}>
            {t('table.retry')}
          </Button>
        </Group>
      )}
      <div className={classes.frame}>
        {/* Focusable, so a keyboard can scroll it sideways (a phone, a long audit detail) when
            its rows hold no control of their own (axe: scrollable-region-focusable). */}
        <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0}>
          <Table
            className={classes.table}
            aria-label={label}
            aria-busy={busy}
            striped
            highlightOnHover
            verticalSpacing={6}
            horizontalSpacing="sm"
            fz="sm"
          >
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th
                    key={column.id}
                    scope="col"
                    w={column.width}
                    className={column.pinned ? classes.pinned : undefined}
                    ta={column.numeric ? 'end' : 'start'}
                    aria-sort={column.sortable ? ariaSort(query, column.id) : undefined}
                  >
                    {column.sortable ? (
                      <SortButton
                        label={column.header}
                        sort={ariaSort(query, column.id)}
                        onClick={() => update(toggleSort(query, column.id))}
                      />
                    ) : (
                      column.header
                    )}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data
                ? data.items.map((row) => (
                    <Table.Tr key={rowKey(row)}>
                      {columns.map((column) => (
                        <Table.Td
                          key={column.id}
                          ta={column.numeric ? 'end' : 'start'}
                          className={column.pinned ? classes.pinned : undefined}
                        >
                          {column.cell(row)}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))
                : result.isPending && <SkeletonRows columns={columns.length} />}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {/* Outside the sideways-scrolling table, so a phone shows it whole. */}
        {data && data.items.length === 0 && (
          <Group gap="sm" py="md" px="sm" justify="center" className={classes.empty}>
            <Text fz="sm" c="navy.7" ta="center">
              {query.q ? t('table.no_match', { q: query.q }) : (emptyText ?? t('table.empty'))}
            </Text>
            {query.q && (
              <Button variant="subtle" size="compact-sm" onClick={() => update({ q: undefined })}>
                {t('table.clear_search')}
              </Button>
            )}
          </Group>
        )}
      </div>
      <AdminTablePager
        page={query.page}
        pageSize={query.pageSize}
        total={data?.total}
        onPage={(page) => update({ page })}
        onPageSize={(pageSize) => update({ pageSize })}
      />
    </Stack>
  );
}

function SortButton({
  label,
  sort,
  onClick,
}: {
  label: string;
  sort: 'ascending' | 'descending' | 'none';
  onClick: () => void;
}) {
  const Icon =
    sort === 'ascending' ? IconArrowUp : sort === 'descending' ? IconArrowDown : IconSelector;
  return (
    <UnstyledButton className={classes.sortButton} onClick={onClick}>
      {label}
      <Icon size={14} className={classes.sortIcon} aria-hidden="true" />
    </UnstyledButton>
  );
}

function SkeletonRows({ columns }: { columns: number }) {
  return Array.from({ length: 5 }, (_, row) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing else to key by
    <Table.Tr key={row}>
      {Array.from({ length: columns }, (_, cell) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: as above
        <Table.Td key={cell}>
          <Skeleton height={12} radius="sm" />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}
