import { Button, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DbText } from '../../../components/db-text';
import { PaleCard } from '../../../components/pale-card';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { formatPence } from '../../../lib/money';
import type { KriskPackageItem } from '../api/get-krisk-packages';

/** 'fundamentals-plus' → 'packages.fundamentals_plus' (translation keys use underscores). */
export function packageNameKey(key: string): string {
  return `packages.${key.replaceAll('-', '_')}`;
}

/**
 * One package (platform spec §2 "Partner risk portal", §9): its name, price, what it includes
 * (the full discovery process with resiliency, and days of iCoach) and a Start button to the
 * package's discovery process.
 */
export function PackageCard({ pack }: { pack: KriskPackageItem }) {
  const { t } = useTranslation('krisk');
  const locale = useLocale();
  const name = t(packageNameKey(pack.key), { defaultValue: pack.title });
  const headingId = `krisk-${pack.key}`;
  const includes = [
    t('includes_dp'),
    t('includes_resiliency'),
    t('includes_icoach', { days: pack.icoachDays }),
  ];
  return (
    <article aria-labelledby={headingId} style={{ height: '100%' }}>
      <PaleCard h="100%">
        <Stack gap="md" h="100%">
          <Title order={2} fz="h3" id={headingId} c="navy.9">
            <DbText>{name}</DbText>
          </Title>
          <Text fz={36} fw={700} lh={1.1} c="dark.9">
            {formatPence(pack.pricePence, locale)}
          </Text>
          <Text fz="sm" fw={600} c="navy.7">
            {t('includes')}
          </Text>
          <List
            spacing="xs"
            center
            icon={
              <ThemeIcon color="teal.9" size={22} radius="xl" aria-hidden="true">
                <IconCheck size={14} />
              </ThemeIcon>
            }
            style={{ flex: 1 }}
          >
            {includes.map((text) => (
              <List.Item key={text}>{text}</List.Item>
            ))}
          </List>
          <Button
            component={Link}
            to={paths.surveyWelcome.href('discovery-process', pack.accessCode)}
            size="md"
            fullWidth
            aria-label={t('start_package', { name })}
          >
            {t('start')}
          </Button>
        </Stack>
      </PaleCard>
    </article>
  );
}
