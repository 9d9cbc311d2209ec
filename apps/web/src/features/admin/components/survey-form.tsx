import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack } from '@mantine/core';
import {
  type AdminSurvey,
  type CreateSurveyBody,
  type CreateSurveyBodyInput,
  CreateSurveyBodySchema,
  poundsText,
} from '@portal/shared/admin-surveys';
import { LOCALES } from '@portal/shared/locales';
import { useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/form-alert';
import { SuccessBanner } from '../../../components/success-banner';
import { isApiError } from '../../../lib/api-client';
import { applyServerErrors, showFirstError, submitKeepsFocus } from '../../../lib/form-errors';
import { useTranslation } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { SurveyLanguageFields } from './survey-language-fields';
import { SurveySettingsFields } from './survey-settings-fields';

export type SurveyFormValues = CreateSurveyBodyInput;
const FORM_ID = 'survey';

/** Fields in page order: the first with an error is focused (platform spec §5). */
export const SURVEY_FIELDS: Path<SurveyFormValues>[] = [
  'product',
  'questionnaire',
  'defaultLanguage',
  ...LOCALES.flatMap((l) => [`titles.${l}`, `welcomeMessages.${l}`] as Path<SurveyFormValues>[]),
  'validFrom',
  'validTo',
  'price',
  'layout',
  'isUnlimitedAccess',
  'resiliencyEnabled',
];

/** The form's values from a stored survey, or a new survey's defaults. */
function valuesOf(survey: AdminSurvey | undefined, locale: string): SurveyFormValues {
  if (!survey) {
    return {
      product: 'eq',
      questionnaire: '',
      titles: {},
      welcomeMessages: {},
      defaultLanguage: (LOCALES as readonly string[]).includes(locale)
        ? (locale as SurveyFormValues['defaultLanguage'])
        : 'en_GB',
      validFrom: '',
      validTo: '',
      price: '0',
      layout: 'Default Layout',
      isUnlimitedAccess: false,
      resiliencyEnabled: false,
    };
  }
  return {
    product: survey.product,
    titles: survey.titles,
    welcomeMessages: survey.welcomeMessages,
    defaultLanguage: survey.defaultLanguage as SurveyFormValues['defaultLanguage'],
    validFrom: survey.validFrom ?? '',
    validTo: survey.validTo ?? '',
    price: poundsText(survey.pricePence),
    layout: survey.layout,
    isUnlimitedAccess: survey.isUnlimitedAccess,
    resiliencyEnabled: survey.resiliencyEnabled,
  };
}

interface SurveyFormProps {
  /** The survey being edited; none for a new one. */
  survey?: AdminSurvey;
  /** Sends the values as typed (the server parses them with the same schema). */
  onSubmit: (values: SurveyFormValues) => Promise<AdminSurvey>;
  onSaved?: (survey: AdminSurvey) => void;
}

/**
 * The console's survey form (issue 13), for a new survey and an existing one: the same shared
 * schema as the API checks it here, and the server's per-field messages land on the same fields.
 */
export function SurveyForm({ survey, onSubmit, onSaved }: SurveyFormProps) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const [general, setGeneral] = useState<string | null>(null);
  const [saved, setSaved] = useState(0);
  const form = useForm<SurveyFormValues, unknown, CreateSurveyBody>({
    resolver: zodResolver(CreateSurveyBodySchema),
    defaultValues: valuesOf(survey, locale),
  });
  const submit = form.handleSubmit(
    async () => {
      setGeneral(null);
      const values = form.getValues();
      try {
        const next = await onSubmit(
          survey ? { ...values, questionnaire: undefined } : { ...values },
        );
        form.reset(valuesOf(next, locale));
        setSaved((n) => n + 1);
        onSaved?.(next);
      } catch (error) {
        const set = applyServerErrors<SurveyFormValues>(error, SURVEY_FIELDS, form.setError);
        if (set.length) showFirstError(FORM_ID, SURVEY_FIELDS, set);
        else {
          setGeneral(
            isApiError(error) && error.status < 500 && error.message
              ? error.message
              : t('survey_admin.save_failed'),
          );
        }
      }
    },
    (invalid) => showFirstError(FORM_ID, SURVEY_FIELDS, invalid),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={t('survey_admin.settings')}>
      <Stack gap="md">
        <FormAlert message={general} />
        <SuccessBanner message={t('survey_admin.form.saved')} trigger={saved} />
        <Paper withBorder p="md" radius="sm">
          <SurveySettingsFields id={FORM_ID} form={form} editing={survey !== undefined} />
        </Paper>
        <Paper withBorder p="md" radius="sm">
          <SurveyLanguageFields id={FORM_ID} form={form} />
        </Paper>
        <Group justify="flex-end">
          <Button type="submit" loading={form.formState.isSubmitting} {...submitKeepsFocus}>
            {survey ? t('survey_admin.form.save') : t('survey_admin.form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
