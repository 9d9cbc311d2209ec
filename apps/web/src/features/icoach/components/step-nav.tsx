import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconFlag } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { backMove, nextMove, type StepPlace } from '../rules/step-navigation';
import classes from './step.module.css';

interface StepNavProps {
  place: StepPlace;
  finishing: boolean;
  onFinish: () => void;
}

/**
 * platform spec §2, §4 "iCoach steps": Back and Next change the step and the route; no Back on
 * the first step; on the last, Next finishes the skill. The arrows point the way of reading.
 */
export function StepNav({ place, finishing, onFinish }: StepNavProps) {
  const { t } = useTranslation('icoach');
  const back = backMove(place);
  const next = nextMove(place);
  return (
    <Group justify="space-between" gap="sm" mt="md">
      {back.type === 'step' ? (
        <Button
          component={Link}
          to={back.href}
          variant="default"
          size="md"
          leftSection={<IconArrowLeft size={18} aria-hidden="true" className={classes.mirror} />}
        >
          {t('skill.back')}
        </Button>
      ) : (
        <span />
      )}
      {next.type === 'step' && (
        <Button
          component={Link}
          to={next.href}
          size="md"
          rightSection={<IconArrowRight size={18} aria-hidden="true" className={classes.mirror} />}
        >
          {t('skill.next')}
        </Button>
      )}
      {next.type === 'finish' && (
        <Button
          size="md"
          onClick={onFinish}
          loading={finishing}
          rightSection={<IconFlag size={18} aria-hidden="true" />}
        >
          {t('skill.finish')}
        </Button>
      )}
    </Group>
  );
}
