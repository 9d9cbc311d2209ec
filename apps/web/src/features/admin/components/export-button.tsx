import { Anchor, Button, Group, Menu, Stack } from '@mantine/core';
import type { CreateExportBody, ExportFormat } from '@portal/shared/admin-exports';
import { EXPORT_FORMATS } from '@portal/shared/admin-exports';
import { IconChevronDown, IconFileExport } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { useCreateExport } from '../api/create-export';
import { ExportProgress } from './export-progress';

/** A list's filters as the address holds them: empty values are left out of the export. */
type Filters = Record<string, string | number | undefined | null>;

export interface ExportButtonProps {
  kind: CreateExportBody['kind'];
  /** The list's current filters (its query schema's names), or `{ surveyId }`. */
  params: Filters;
  /** The button's text; "Export" unless told. */
  label?: string;
}

const cleaned = (params: Filters) =>
  Object.fromEntries(
    Object.entries(params).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  );

/**
 * Export this list (issue 13): a menu of CSV or XLSX; the export is started at once, its progress
 * shown in place, then its Download button, with a link to every export on the Exports page.
 */
export function ExportButton({ kind, params, label }: ExportButtonProps) {
  const { t } = useTranslation('admin');
  const create = useCreateExport();
  const [exportId, setExportId] = useState<string | null>(null);
  const start = (format: ExportFormat) => {
    setExportId(null);
    create.mutate({ kind, format, params: cleaned(params) } as CreateExportBody, {
      onSuccess: ({ id }) => setExportId(id),
    });
  };
  return (
    <Stack gap={6} align="flex-end">
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconFileExport size={16} aria-hidden="true" />}
            rightSection={<IconChevronDown size={14} aria-hidden="true" />}
            loading={create.isPending}
            aria-label={label ?? t('exports.menu_label')}
          >
            {label ?? t('exports.button')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {EXPORT_FORMATS.map((format) => (
            <Menu.Item key={format} onClick={() => start(format)}>
              {t(`exports.as_${format}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {create.error && <FormAlert message={create.error.message} />}
      {exportId && (
        <Group gap="sm" align="center" wrap="wrap" justify="flex-end">
          <ExportProgress id={exportId} />
          <Anchor component={Link} to={paths.adminExports.href()} fz="sm" c="blue.9">
            {t('exports.see_all')}
          </Anchor>
        </Group>
      )}
    </Stack>
  );
}
