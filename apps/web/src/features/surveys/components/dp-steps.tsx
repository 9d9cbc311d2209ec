import { Stepper, useMatches } from '@mantine/core';
import { DP_PARTS } from '@portal/shared/survey-products';
import { DbText } from '../../../components/db-text';
import { useTranslation } from '../../../lib/i18n';

/** The discovery process's three parts, eq, values and behaviours, with those done marked. */
export function DpSteps({ completed }: { completed: number }) {
  const { t } = useTranslation('surveys');
  // Three steps side by side do not fit a phone: they stack there.
  const orientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', sm: 'horizontal' });
  return (
    <Stepper
      orientation={orientation}
      active={completed}
      color="teal.8"
      size="sm"
      allowNextStepsSelect={false}
      aria-label={t('dp.steps_label')}
      styles={{ stepLabel: { color: 'var(--mantine-color-dark-9)' } }}
    >
      {DP_PARTS.map((part, index) => (
        <Stepper.Step
          key={part}
          label={<DbText>{t(`dp.parts.${part}`)}</DbText>}
          description={
            index < completed
              ? t('dp.step_done')
              : index === completed
                ? t('dp.step_next')
                : undefined
          }
        />
      ))}
    </Stepper>
  );
}
