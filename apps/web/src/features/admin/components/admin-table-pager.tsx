import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { ADMIN_PAGE_SIZES, type AdminPageSize } from '@portal/shared/admin';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useNumberFormat } from '../hooks/use-number-format';
import { pageCount, rowRange } from '../rules/list-params';

interface AdminTablePagerProps {
  page: number;
  pageSize: AdminPageSize;
  /** Rows matching in all; undefined before the first answer. */
  total: number | undefined;
  onPage: (page: number) => void;
  onPageSize: (pageSize: AdminPageSize) => void;
}

/** Under a console list: which rows these are, how many a page shows, and the pages. */
export function AdminTablePager({
  page,
  pageSize,
  total,
  onPage,
  onPageSize,
}: AdminTablePagerProps) {
  const { t } = useTranslation('admin');
  const format = useNumberFormat();
  const sizeId = useId();
  const pages = pageCount(total ?? 0, pageSize);
  const range = rowRange(page, pageSize, total ?? 0);
  return (
    <Group justify="space-between" gap="sm" mt="sm" wrap="wrap">
      <Group gap="md" wrap="wrap">
        <Text fz="sm" c="navy.7" aria-live="polite">
          {!total
            ? '\u00a0'
            : t('table.showing', {
                from: format(range.from),
                to: format(range.to),
                total: format(total),
              })}
        </Text>
        <Group gap={6} wrap="nowrap">
          <Text component="label" htmlFor={sizeId} fz="sm" c="navy.7">
            {t('table.rows_per_page')}
          </Text>
          <NativeSelect
            id={sizeId}
            size="xs"
            value={String(pageSize)}
            data={ADMIN_PAGE_SIZES.map((size) => ({ value: String(size), label: format(size) }))}
            onChange={(event) => onPageSize(Number(event.currentTarget.value) as AdminPageSize)}
          />
        </Group>
      </Group>
      <nav aria-label={t('table.pagination')}>
        <Pagination
          size="sm"
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPage}
          siblings={1}
          boundaries={1}
          getItemProps={(item) => ({
            'aria-label': t('table.page', { page: format(item) }),
            children: format(item),
          })}
          getControlProps={(control) => ({ 'aria-label': t(`table.${control}_page`) })}
        />
      </nav>
    </Group>
  );
}
