import { Anchor, Box, Group, Text } from '@mantine/core';
import { COPYRIGHT_YEAR } from '@portal/shared/limits';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { useTranslation } from '../lib/i18n';
import classes from './footer.module.css';

/** platform spec §2: terms and privacy links, and a copyright line showing 2020. */
export function Footer() {
  const { t } = useTranslation('common');
  return (
    <Box component="footer" className={classes.footer}>
      <Group className={classes.inner} justify="space-between" gap="xs">
        <Group component="nav" aria-label={t('footer.nav')} gap="lg">
          <Anchor component={Link} to={paths.terms.href()} fz="sm">
            {t('footer.terms')}
          </Anchor>
          <Anchor component={Link} to={paths.privacy.href()} fz="sm">
            {t('footer.privacy')}
          </Anchor>
        </Group>
        <Text fz="sm" c="navy.7">
          {t('footer.copyright', { year: COPYRIGHT_YEAR })}
        </Text>
      </Group>
    </Box>
  );
}
