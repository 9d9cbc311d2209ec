import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { UserAvatar } from '../../../components/user-avatar';
import { useTranslation } from '../../../lib/i18n';
import type { TsManagerInfo } from '../api/get-ratee-manager';
import classes from './team-survey.module.css';

/**
 * team-survey spec §2 "Dashboard": the ratee's performance manager card, with the manager's
 * email, picture and a send-email link.
 */
export function ManagerCard({ manager }: { manager: TsManagerInfo }) {
  const { t } = useTranslation('team-survey');
  return (
    <article className={classes.card} aria-labelledby="ts-manager-card-heading">
      <Text component="h3" id="ts-manager-card-heading" fz="sm" fw={700} c="navy.8" m={0}>
        {t('board.manager_heading')}
      </Text>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <UserAvatar imageUrl={manager.image.fileURL} size={64} />
        <Stack gap={4} miw={0}>
          <Text fz="lg" fw={700} className={classes.cardName}>
            {manager.fullName}
          </Text>
          <Text fz="sm" className={classes.email}>
            {manager.email}
          </Text>
        </Stack>
      </Group>
      <Anchor href={`mailto:${manager.email}`} fw={600} className={classes.cardActions} c="brand.9">
        <Group gap={6} component="span" wrap="nowrap">
          <IconMail size={18} aria-hidden="true" />
          {t('board.send_email')}
        </Group>
      </Anchor>
    </article>
  );
}
