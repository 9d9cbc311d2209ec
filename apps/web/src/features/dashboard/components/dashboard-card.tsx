import { Badge, Group, Progress, Stack, Text, UnstyledButton } from '@mantine/core';
import { formatDate } from '@portal/shared/rules/dob';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  type DashboardItem,
  isCompleted,
  isStarted,
  itemPercent,
  itemTarget,
} from '../rules/dashboard-items';
import classes from './dashboard-card.module.css';

interface DashboardCardProps {
  item: DashboardItem;
  layout: 'grid' | 'list';
  onDownload: (surveyUserId: number) => void;
}

/**
 * One assessment (platform spec §2 "Dashboard"): type, title, started-on or completed-on date
 * (DD/MM/YYYY), report layout, progress when started. The title is the card's one link (or
 * button, for a report); it stretches over the card, so the whole card is the target.
 */
export function DashboardCard({ item, layout, onDownload }: DashboardCardProps) {
  const { t } = useTranslation('dashboard');
  const target = itemTarget(item);
  const completed = isCompleted(item);
  const percent = itemPercent(item);
  const date = completed
    ? t('card.completed_on', { date: formatDate(item.timeCompleted ?? '') })
    : item.timeCreated
      ? t('card.started_on', { date: formatDate(item.timeCreated) })
      : t('card.not_started');
  const title =
    target.type === 'link' ? (
      <Link to={target.href} className={classes.target}>
        {item.title}
      </Link>
    ) : (
      <UnstyledButton
        className={classes.target}
        onClick={() => onDownload(target.surveyUserId)}
        aria-describedby={`report-${item.key}`}
      >
        {item.title}
      </UnstyledButton>
    );
  return (
    <article className={classes.card} data-layout={layout} data-completed={completed || undefined}>
      <Stack gap="xs" className={classes.main}>
        <Group gap="sm" justify={layout === 'grid' ? 'space-between' : 'flex-start'} wrap="nowrap">
          <Badge color={completed ? 'teal.9' : 'brand.8'} variant="filled" radius="sm">
            {t(`types.${item.kind}`)}
          </Badge>
          {completed && (
            <Text fz="xs" fw={700} c="teal.9">
              {t('card.completed')}
            </Text>
          )}
        </Group>
        <Text component="h2" fz="lg" fw={700} lh={1.3} className={classes.title}>
          {title}
        </Text>
        <Text fz="sm" c="navy.8">
          {date}
        </Text>
        <Text fz="sm" c="navy.8">
          {t('card.layout', { layout: item.layout })}
        </Text>
        {target.type === 'report' && (
          <Group gap={4} id={`report-${item.key}`}>
            <IconDownload size={16} aria-hidden="true" />
            <Text fz="sm" fw={600}>
              {t('card.download_report')}
            </Text>
          </Group>
        )}
      </Stack>
      {isStarted(item) && (
        <Stack gap={4} className={classes.progress}>
          <Group justify="space-between" gap="xs">
            <Text fz="xs" c="navy.8" id={`progress-${item.key}`}>
              {t('card.progress')}
            </Text>
            <Text fz="xs" fw={700}>
              {t('card.percent', { percent })}
            </Text>
          </Group>
          <Progress.Root size="sm">
            <Progress.Section
              value={percent}
              color="teal.8"
              aria-labelledby={`progress-${item.key}`}
              aria-valuetext={t('card.percent', { percent })}
            />
          </Progress.Root>
        </Stack>
      )}
    </article>
  );
}
