import { Group, Progress, Stack, Text } from '@mantine/core';
import type { IcoachCategorySkill } from '@portal/shared/icoach';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DbText } from '../../../components/db-text';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { formatWholePercent } from '../../../lib/percent';
import { skillPercent } from '../rules/dashboard-counts';
import classes from './icoach.module.css';

/**
 * A skill on the course dashboard (platform spec §2): its name links to its first step, a bar
 * shows the steps completed, and a mark says when it is completed. The name's link covers the
 * card, so the whole card is the target.
 */
export function SkillCard({
  skill,
  icoachUserId,
}: {
  skill: IcoachCategorySkill;
  icoachUserId: number;
}) {
  const { t } = useTranslation('icoach');
  const locale = useLocale();
  const percent = skillPercent(skill);
  const progressId = `skill-progress-${skill.id}`;
  return (
    <article className={classes.skillCard} data-completed={skill.isCompleted || undefined}>
      <Stack gap="sm">
        <Text component="h3" fz="lg" fw={700} lh={1.3} className={classes.cardTitle}>
          <Link to={paths.icoachSkill.href(icoachUserId, skill.id, 1)} className={classes.cardLink}>
            <DbText>{skill.name}</DbText>
          </Link>
        </Text>
        {skill.isCompleted && (
          <Group gap={6} c="teal.9">
            <IconCircleCheck size={18} aria-hidden="true" />
            <Text fz="sm" fw={700}>
              {t('board.skill_completed')}
            </Text>
          </Group>
        )}
      </Stack>
      <Stack gap={4}>
        <Text fz="sm" c="navy.8" id={progressId}>
          {t('board.steps_progress', { completed: skill.completed, total: skill.total })}
        </Text>
        <Progress.Root size="sm">
          <Progress.Section
            value={percent}
            color="teal.8"
            aria-labelledby={progressId}
            aria-valuetext={formatWholePercent(percent, locale)}
          />
        </Progress.Root>
      </Stack>
    </article>
  );
}
