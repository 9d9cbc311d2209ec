import { Fieldset, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { GOAL_SCORE_MAX, GOAL_TEXT_MAX, GOAL_TITLE_MAX } from '@portal/shared/team-survey-goals';
import { Controller, get, type UseFormReturn } from 'react-hook-form';
import { fieldId } from '../../../lib/form-errors';
import { useErrorText, useTranslation } from '../../../lib/i18n';
import type { GoalFormInput, GoalFormOutput, GoalPermissions } from '../rules/goal-rules';
import { SMART_ROWS } from './goal-smart';

type GoalForm = UseFormReturn<GoalFormInput, unknown, GoalFormOutput>;

const wide = { autosize: true, minRows: 2, maxRows: 8, maxLength: GOAL_TEXT_MAX, dir: 'auto' };

/**
 * The fields of a goal that the viewer may change (rules/goal-rules.ts): the wording (title, the
 * five SMART parts, the goal), their own input, and for the manager the success score. The add
 * modal and the goal page share them.
 */
export function GoalFields({
  id,
  form,
  can,
}: {
  id: string;
  form: GoalForm;
  can: GoalPermissions;
}) {
  const { t } = useTranslation('team-survey');
  const errorText = useErrorText();
  const { errors } = form.formState;
  const error = (name: string) => errorText(get(errors, name));
  return (
    <Stack gap="md">
      {can.wording && (
        <>
          <TextInput
            {...form.register('title')}
            id={fieldId(id, 'title')}
            label={t('goals.form.title')}
            required
            maxLength={GOAL_TITLE_MAX}
            dir="auto"
            error={error('title')}
            data-autofocus
          />
          <Fieldset
            legend={t('goals.smart')}
            variant="unstyled"
            styles={{ legend: { fontWeight: 700, marginBlockEnd: 'var(--mantine-spacing-xs)' } }}
          >
            <Stack gap="sm">
              {SMART_ROWS.map(({ letter, key }) => (
                <Textarea
                  key={letter}
                  {...form.register(`smart.${letter}`)}
                  {...wide}
                  id={fieldId(id, `smart.${letter}`)}
                  label={t(`goals.letters.${key}`)}
                  description={t(`goals.hints.${key}`)}
                  inputWrapperOrder={['label', 'description', 'input', 'error']}
                  error={error(`smart.${letter}`)}
                />
              ))}
            </Stack>
          </Fieldset>
          <Textarea
            {...form.register('goal')}
            {...wide}
            id={fieldId(id, 'goal')}
            label={t('goals.form.goal')}
            required
            error={error('goal')}
          />
        </>
      )}
      {can.input && (
        <Textarea
          {...form.register('input')}
          {...wide}
          id={fieldId(id, 'input')}
          label={t('goals.form.your_input')}
          error={error('input')}
        />
      )}
      {can.score && (
        <Controller
          control={form.control}
          name="successScore"
          render={({ field }) => (
            <NumberInput
              id={fieldId(id, 'successScore')}
              name={field.name}
              value={field.value}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : '')}
              onBlur={field.onBlur}
              ref={field.ref}
              min={0}
              max={GOAL_SCORE_MAX}
              clampBehavior="strict"
              allowDecimal={false}
              allowNegative={false}
              label={t('goals.form.success_score')}
              description={t('goals.form.score_hint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              maw={220}
              error={error('successScore')}
            />
          )}
        />
      )}
    </Stack>
  );
}
