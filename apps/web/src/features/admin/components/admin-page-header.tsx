import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';

export interface AdminPageHeaderProps {
  /** The page's one h1, also the browser tab's title. */
  title: string;
  /** A sentence under the title: what the page is for. */
  description?: ReactNode;
  /** Buttons at the end of the line (Create, Refresh, Export...). */
  actions?: ReactNode;
}

/** The top of every console page: its title, a line about it, and its actions. */
export function AdminPageHeader({ title, description, actions }: AdminPageHeaderProps) {
  const { t } = useTranslation('admin');
  usePageTitle(`${title} · ${t('console.name')}`);
  return (
    <Group justify="space-between" align="flex-start" gap="sm" mb="md" wrap="wrap">
      <div style={{ minWidth: 0, flex: '1 1 18rem' }}>
        <Title order={1} fz="h2">
          {title}
        </Title>
        {description && (
          <Text c="navy.7" fz="sm" mt={4}>
            {description}
          </Text>
        )}
      </div>
      {actions && (
        <Group gap="xs" wrap="wrap">
          {actions}
        </Group>
      )}
    </Group>
  );
}
