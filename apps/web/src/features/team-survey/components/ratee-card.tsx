import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { TsRatee, TsRole } from '@portal/shared/team-survey';
import {
  IconAlertTriangle,
  IconChartBar,
  IconSettings,
  IconStar,
  IconTargetArrow,
  IconUpload,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { UserAvatar } from '../../../components/user-avatar';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { cardActions } from '../rules/card-actions';
import { formatDay, formatInstant } from '../rules/ts-dates';
import classes from './team-survey.module.css';

interface RateeCardProps {
  ratee: TsRatee;
  /** The section the card is in: what the viewer may do with it (rules/card-actions.ts). */
  viewer: TsRole;
  onPublish?: (ratee: TsRatee) => void;
  /** The heading level of the name: h3 in a dashboard section, h2 on a ratee's own page. */
  headingLevel?: 'h2' | 'h3';
  /** False on the ratee's own pages, where Review Now and Set up would lead to the page itself. */
  links?: boolean;
}

/**
 * team-survey spec §2 "Ratee card": photo, name, last review date, Review Now (rater, live),
 * Publish (manager, not live), the date to review before, and a warning for a live ratee's
 * manager (its set-up can no longer change).
 */
export function RateeCard({
  ratee,
  viewer,
  onPublish,
  headingLevel = 'h3',
  links = true,
}: RateeCardProps) {
  const { t } = useTranslation('team-survey');
  const actions = cardActions(viewer, ratee);
  const setUp = actions.setUp && links;
  const reviewNow = actions.reviewNow && links;
  const results = actions.results && links;
  const goals = actions.goals && links;
  const nameId = `ratee-${viewer}-${ratee.id}-name`;
  return (
    <article
      className={classes.card}
      data-live={ratee.isLive || undefined}
      aria-labelledby={nameId}
    >
      <Group gap="md" wrap="nowrap" align="flex-start">
        <UserAvatar imageUrl={ratee.image.fileURL} size={64} />
        <Stack gap={4} flex={1} miw={0}>
          <Group gap={6} wrap="nowrap" align="flex-start" justify="space-between">
            <Text
              component={headingLevel}
              id={nameId}
              fz="lg"
              fw={700}
              className={classes.cardName}
            >
              {ratee.fullName}
            </Text>
          </Group>
          {viewer === 'manager' && (
            <Badge
              variant="light"
              color={ratee.isLive ? 'teal' : 'gray'}
              w="fit-content"
              styles={{
                label: {
                  color: ratee.isLive
                    ? 'var(--mantine-color-teal-9)'
                    : 'var(--mantine-color-navy-9)',
                },
              }}
            >
              {ratee.isLive ? t('card.live') : t('card.not_live')}
            </Badge>
          )}
          {actions.liveWarning && (
            <Group gap={6} wrap="nowrap" align="flex-start">
              <IconAlertTriangle
                size={18}
                color="var(--mantine-color-orange-9)"
                aria-hidden="true"
                style={{ flexShrink: 0 }}
              />
              <Text fz="sm" c="dark.9">
                {t('card.live_warning')}
              </Text>
            </Group>
          )}
          <Text fz="sm" c="navy.8">
            {ratee.lastReviewed
              ? t('card.last_review', { date: formatInstant(ratee.lastReviewed) })
              : t('card.never_reviewed')}
          </Text>
          {actions.reviewBefore && (
            <Text fz="sm" fw={600} c="dark.9">
              {t('card.review_before', { date: formatDay(ratee.expiryTime) })}
            </Text>
          )}
        </Stack>
      </Group>
      {(reviewNow || actions.publish || setUp || results || goals) && (
        <Group gap="sm" className={classes.cardActions}>
          {reviewNow && (
            <Button
              component={Link}
              to={paths.tsUserRatee.href(ratee.tsSurveyId, ratee.id)}
              leftSection={<IconStar size={16} aria-hidden="true" />}
              aria-describedby={nameId}
            >
              {t('card.review_now')}
            </Button>
          )}
          {results && (
            <Button
              component={Link}
              to={paths.tsUserResults.href(ratee.tsSurveyId, ratee.id)}
              leftSection={<IconChartBar size={16} aria-hidden="true" />}
              aria-describedby={nameId}
            >
              {t('results.link')}
            </Button>
          )}
          {goals && (
            <Button
              component={Link}
              to={paths.tsUserRatee.href(ratee.tsSurveyId, ratee.id)}
              variant="outline"
              leftSection={<IconTargetArrow size={16} aria-hidden="true" />}
              aria-describedby={nameId}
            >
              {t('goals.heading')}
            </Button>
          )}
          {setUp && (
            <Button
              component={Link}
              to={paths.tsManagerRatee.href(ratee.tsSurveyId, ratee.id)}
              variant="outline"
              leftSection={<IconSettings size={16} aria-hidden="true" />}
              aria-describedby={nameId}
            >
              {t('card.set_up')}
            </Button>
          )}
          {actions.publish && onPublish && (
            <Button
              onClick={() => onPublish(ratee)}
              leftSection={<IconUpload size={16} aria-hidden="true" />}
              aria-describedby={nameId}
            >
              {t('card.publish')}
            </Button>
          )}
        </Group>
      )}
    </article>
  );
}
