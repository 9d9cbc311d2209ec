import { Badge, Box, Button, Group, Progress, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCertificate, IconCreditCard, IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DB_SLOT, DbText, DbTextIn } from '../../../components/db-text';
import { useTranslation } from '../../../lib/i18n';
import {
  type DashboardItem,
  isCompleted,
  isStarted,
  itemPercent,
  itemTarget,
  offersCertificate,
} from '../rules/dashboard-items';
import { layoutNameKey } from '../rules/layout-name';
import { formatLocalDate } from '../rules/local-date';
import classes from './dashboard-card.module.css';

interface DashboardCardProps {
  item: DashboardItem;
  layout: 'grid' | 'list';
  onDownload: (surveyUserId: number) => void;
  /** Downloads a completed iCoach course's certificate (issue 10). */
  onCertificate?: (icoachUserId: number) => void;
}

/**
 * One assessment (platform spec §2 "Dashboard"): type, title, started-on or completed-on date
 * (DD/MM/YYYY), report layout, progress when started. The title is the card's one link (or
 * button, for a report); it stretches over the card, so the whole card is the target.
 */
export function DashboardCard({ item, layout, onDownload, onCertificate }: DashboardCardProps) {
  const { t } = useTranslation('dashboard');
  const target = itemTarget(item);
  const completed = isCompleted(item);
  const percent = itemPercent(item);
  const date = completed
    ? t('card.completed_on', { date: formatLocalDate(item.timeCompleted ?? '') })
    : item.timeCreated
      ? t('card.started_on', { date: formatLocalDate(item.timeCreated) })
      : t('card.not_started');
  const layoutKey = layoutNameKey(item.layout);
  const layoutName = layoutKey ? t(layoutKey) : item.layout;
  const title =
    target.type !== 'report' ? (
      <Link
        to={target.href}
        className={classes.target}
        aria-describedby={target.type === 'payment' ? `pay-${item.key}` : undefined}
      >
        <DbText>{item.title}</DbText>
      </Link>
    ) : (
      <UnstyledButton
        className={classes.target}
        onClick={() => onDownload(target.surveyUserId)}
        aria-describedby={`report-${item.key}`}
      >
        <DbText>{item.title}</DbText>
      </UnstyledButton>
    );
  return (
    <article className={classes.card} data-layout={layout} data-completed={completed || undefined}>
      <Stack gap="xs" className={classes.main}>
        <Group gap="sm" justify={layout === 'grid' ? 'space-between' : 'flex-start'} wrap="nowrap">
          {/* The products' own names ("iPulse", "E.Q."), not capitals (issue 9). */}
          <Badge color={completed ? 'teal.9' : 'brand.8'} variant="filled" radius="sm" tt="none">
            <DbText>{t(`types.${item.kind}`)}</DbText>
          </Badge>
          {completed && (
            <Text fz="xs" fw={700} c="teal.9">
              {t('card.completed')}
            </Text>
          )}
        </Group>
        <Text
          component="h2"
          fz="lg"
          fw={700}
          lh={1.3}
          className={classes.title}
          id={`title-${item.key}`}
        >
          {title}
        </Text>
        <Text fz="sm" c="navy.8">
          {date}
        </Text>
        <Text fz="sm" c="navy.8">
          <DbTextIn sentence={t('card.layout', { layout: DB_SLOT })} text={layoutName} />
        </Text>
        {/* Issue 9: the card's action, visible (the stretched title is what takes the click). */}
        {target.type === 'report' && (
          <CardAction
            id={`report-${item.key}`}
            icon={<IconDownload size={16} aria-hidden="true" />}
          >
            {t('card.download_report')}
          </CardAction>
        )}
        {/* A second control of its own, above the title's cover (issue 10). */}
        {offersCertificate(item) && onCertificate && (
          <Button
            size="xs"
            variant="filled"
            color="teal.9"
            className={classes.ownAction}
            leftSection={<IconCertificate size={16} aria-hidden="true" />}
            onClick={() => onCertificate(item.id)}
            aria-describedby={`title-${item.key}`}
          >
            {t('card.download_certificate')}
          </Button>
        )}
        {target.type === 'payment' && (
          <>
            <Text fz="sm" fw={700} c="red.9">
              {t('card.awaiting_payment')}
            </Text>
            <CardAction
              id={`pay-${item.key}`}
              icon={<IconCreditCard size={16} aria-hidden="true" />}
            >
              {t('card.pay_now')}
            </CardAction>
          </>
        )}
      </Stack>
      {isStarted(item) && !item.awaitingPayment && (
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

/** Looks like a button; the card's stretched title link or button is the one control. */
function CardAction({ id, icon, children }: { id: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Box className={classes.action} id={id}>
      {icon}
      <span>{children}</span>
    </Box>
  );
}
