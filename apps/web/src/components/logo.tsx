import { Group, Text } from '@mantine/core';
import { useTranslation } from '../lib/i18n';

/** The portal's own logo (api-notes "Look and feel": a white top bar with the brand logo). */
/** `compact` hides the name on phones, where the signed-in header needs the room. */
export function Logo({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Group gap={8} wrap="nowrap" component="span">
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#006aa3" />
        <path d="M9 10h14v3h-5.5v11h-3V13H9z" fill="#fff" />
        <circle cx="24" cy="23" r="3" fill="#00cdbf" />
      </svg>
      <Text
        component="span"
        fw={700}
        fz="lg"
        c="navy.8"
        visibleFrom={compact ? 'xs' : undefined}
        style={{ whiteSpace: 'nowrap' }}
      >
        {t('brand')}
      </Text>
    </Group>
  );
}
