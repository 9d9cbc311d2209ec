import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  type AdminTeamSurveyBody,
  AdminTeamSurveyBodySchema,
  type AdminTeamSurveyValues,
  TS_REMINDER_DAYS_MAX,
  TS_THRESHOLD_MAX,
  TS_THRESHOLD_MIN,
} from '@portal/shared/admin-team-surveys';
import { LOCALE_NAMES, LOCALES } from '@portal/shared/locales';
import { useState } from 'react';
import { Controller, type Path, useForm, useWatch } from 'react-hook-form';
import { FormAlert } from '../../../components/form-alert';
import { SuccessBanner } from '../../../components/success-banner';
import { ApiError } from '../../../lib/api-client';
import {
  applyServerErrors,
  fieldId,
  showFirstError,
  submitKeepsFocus,
} from '../../../lib/form-errors';
import { useErrorText, useTranslation } from '../../../lib/i18n';

const ID = 'ts';
const ORDER = [
  'defaultLanguage',
  ...LOCALES.map((l) => `titles.${l}` as const),
  'validFrom',
  'validTo',
  'anonymityThreshold',
  'reminderDays',
] as Path<AdminTeamSurveyBody>[];

export interface TeamSurveyFormProps {
  initial: AdminTeamSurveyBody;
  /** The API call; a 400's field messages land on the fields. */
  onSave: (values: AdminTeamSurveyValues) => Promise<unknown>;
  submitLabel: string;
  /** An existing survey: say what a new threshold changes, and show "Saved" after a save. */
  editing?: boolean;
}

/**
 * A 360 survey's settings (issue 13), checked by the same schema as the API: a title per language
 * (the default language's required), the welcome message, dates, the anonymity threshold and the
 * reminder days.
 */
export function TeamSurveyForm({ initial, onSave, submitLabel, editing }: TeamSurveyFormProps) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const [general, setGeneral] = useState<string | null>(null);
  const [saved, setSaved] = useState(0);
  const { register, control, handleSubmit, setError, formState } = useForm<
    AdminTeamSurveyBody,
    unknown,
    AdminTeamSurveyValues
  >({
    resolver: zodResolver(AdminTeamSurveyBodySchema),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const { errors } = formState;
  const language = useWatch({ control, name: 'defaultLanguage' });
  const fieldError = (name: string) =>
    errorText(
      name.split('.').reduce<unknown>((node, key) => (node as never)?.[key], errors) as never,
    );

  const onSubmit = handleSubmit(
    async (values) => {
      setGeneral(null);
      try {
        await onSave(values);
        setSaved((n) => n + 1);
      } catch (error) {
        const set = applyServerErrors<AdminTeamSurveyBody>(error, ORDER, setError);
        if (set.length > 0) showFirstError(ID, ORDER, set);
        else setGeneral(error instanceof ApiError ? error.message : t('team_surveys.save_failed'));
      }
    },
    (invalid) => showFirstError(ID, ORDER, invalid),
  );

  const others = LOCALES.filter((l) => l !== language);
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {editing && <SuccessBanner message={t('team_surveys.saved')} trigger={saved} />}
        <FormAlert message={general} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={control}
            name="defaultLanguage"
            render={({ field }) => (
              <Select
                id={fieldId(ID, 'defaultLanguage')}
                label={t('team_surveys.fields.default_language')}
                description={t('team_surveys.fields.default_language_hint')}
                data={LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] }))}
                value={field.value}
                onChange={(v) => v && field.onChange(v)}
                allowDeselect={false}
                error={fieldError('defaultLanguage')}
              />
            )}
          />
          <TextInput
            {...register(`titles.${language}`)}
            id={fieldId(ID, `titles.${language}`)}
            label={t('team_surveys.fields.title')}
            dir="auto"
            required
            error={fieldError(`titles.${language}`)}
          />
        </SimpleGrid>
        <Textarea
          {...register(`welcomeMessages.${language}`)}
          id={fieldId(ID, `welcomeMessages.${language}`)}
          label={t('team_surveys.fields.welcome')}
          dir="auto"
          description={t('team_surveys.fields.welcome_hint')}
          autosize
          minRows={3}
          maxRows={8}
          error={fieldError(`welcomeMessages.${language}`)}
        />
        <details>
          <summary>{t('team_surveys.fields.other_titles')}</summary>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" mt="sm">
            {others.map((l) => (
              <TextInput
                key={l}
                {...register(`titles.${l}`)}
                id={fieldId(ID, `titles.${l}`)}
                label={t('team_surveys.fields.title_in', { language: LOCALE_NAMES[l] })}
                lang={l.replace('_', '-')}
                dir="auto"
                error={fieldError(`titles.${l}`)}
              />
            ))}
          </SimpleGrid>
        </details>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {(['validFrom', 'validTo'] as const).map((name) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <TextInput
                  type="date"
                  id={fieldId(ID, name)}
                  label={t(
                    `team_surveys.fields.${name === 'validFrom' ? 'valid_from' : 'valid_to'}`,
                  )}
                  value={field.value ?? ''}
                  onChange={(e) => field.onChange(e.currentTarget.value || null)}
                  onBlur={field.onBlur}
                  error={fieldError(name)}
                />
              )}
            />
          ))}
          {(
            [
              {
                name: 'anonymityThreshold',
                label: t('team_surveys.fields.threshold'),
                hint: t('team_surveys.fields.threshold_hint', {
                  min: TS_THRESHOLD_MIN,
                  max: TS_THRESHOLD_MAX,
                }),
                min: TS_THRESHOLD_MIN,
                max: TS_THRESHOLD_MAX,
              },
              {
                name: 'reminderDays',
                label: t('team_surveys.fields.reminder_days'),
                hint: t('team_surveys.fields.reminder_days_hint', { max: TS_REMINDER_DAYS_MAX }),
                min: 0,
                max: TS_REMINDER_DAYS_MAX,
              },
            ] as const
          ).map(({ name, label, hint, min, max }) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <NumberInput
                  id={fieldId(ID, name)}
                  label={label}
                  description={hint}
                  min={min}
                  max={max}
                  allowDecimal={false}
                  clampBehavior="none"
                  value={field.value}
                  onChange={(v) => field.onChange(typeof v === 'number' ? v : Number.NaN)}
                  onBlur={field.onBlur}
                  required
                  error={fieldError(name)}
                />
              )}
            />
          ))}
        </SimpleGrid>
        {editing && (
          <Alert variant="light" color="blue" title={t('team_surveys.threshold_notice_title')}>
            {t('team_surveys.threshold_notice')}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={formState.isSubmitting} {...submitKeepsFocus}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
