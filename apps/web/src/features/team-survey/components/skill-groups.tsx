import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { TsSkill } from '@portal/shared/team-survey';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { byCategory, categoryKey } from '../rules/categories';
import classes from './team-survey.module.css';

/**
 * team-survey spec §2 "Ratee page for a rater": skills grouped by category, each with a Rate
 * button (live ratee, not rated this period) or a done tick (§4: rated after a rating).
 */
export function SkillGroups({
  skills,
  tsSurveyId,
  rateeId,
  canRate,
}: {
  skills: TsSkill[];
  tsSurveyId: number;
  rateeId: number;
  canRate: boolean;
}) {
  const { t } = useTranslation('team-survey');
  return (
    <Stack gap="lg">
      {byCategory(skills).map((group) => {
        const headingId = `ts-rate-c${group.category}`;
        return (
          <Stack key={group.category} gap="xs" component="section" aria-labelledby={headingId}>
            <Title order={2} fz="h4" id={headingId}>
              {t(categoryKey(group.category))}
            </Title>
            <ul className={classes.plainList}>
              {group.skills.map((skill) => (
                <li key={skill.id} className={classes.ratingItem}>
                  <Group justify="space-between" gap="sm" wrap="nowrap">
                    <Text fw={600} id={`ts-skill-${skill.id}`}>
                      {skill.name}
                    </Text>
                    {skill.status ? (
                      <Group gap={6} c="teal.9" wrap="nowrap">
                        <IconCircleCheck size={20} aria-hidden="true" />
                        <Text fz="sm" fw={700}>
                          {t('rate.rated')}
                        </Text>
                      </Group>
                    ) : canRate ? (
                      <Button
                        component={Link}
                        to={paths.tsUserRateeSkill.href(tsSurveyId, rateeId, skill.id)}
                        size="compact-md"
                        aria-describedby={`ts-skill-${skill.id}`}
                      >
                        {t('rate.rate')}
                      </Button>
                    ) : null}
                  </Group>
                </li>
              ))}
            </ul>
          </Stack>
        );
      })}
    </Stack>
  );
}
