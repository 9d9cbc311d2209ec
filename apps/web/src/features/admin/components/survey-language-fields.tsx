import { Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  type CreateSurveyBody,
  SURVEY_TITLE_MAX,
  SURVEY_WELCOME_MAX,
} from '@portal/shared/admin-surveys';
import { LOCALE_NAMES, LOCALES, type Locale, RTL_LOCALES } from '@portal/shared/locales';
import { useState } from 'react';
import { get, type UseFormReturn, useWatch } from 'react-hook-form';
import { fieldId } from '../../../lib/form-errors';
import { useErrorText, useTranslation } from '../../../lib/i18n';
import type { SurveyFormValues } from './survey-form';
import { SurveyWelcomePreview } from './survey-welcome-preview';

type Form = UseFormReturn<SurveyFormValues, unknown, CreateSurveyBody>;

/**
 * The texts of a survey per language: a language picker (the twelve are too many for tabs on a
 * phone), then that language's title and welcome message (HTML in a textarea: the project has no
 * rich editor) with its live preview. A language that has an error shows it in the picker, and
 * picking it shows the field; the default language's title is the one required.
 */
export function SurveyLanguageFields({ id, form }: { id: string; form: Form }) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const defaultLanguage = useWatch({ control: form.control, name: 'defaultLanguage' });
  const titles = useWatch({ control: form.control, name: 'titles' }) ?? {};
  const welcomes = useWatch({ control: form.control, name: 'welcomeMessages' }) ?? {};
  const [picked, setPicked] = useState<Locale | null>(null);
  const errors = form.formState.errors;
  const hasError = (l: Locale) =>
    get(errors, `titles.${l}`) !== undefined || get(errors, `welcomeMessages.${l}`) !== undefined;
  // An error elsewhere than the language shown brings its language up.
  const errored = LOCALES.find(hasError);
  const language: Locale = picked ?? errored ?? defaultLanguage;
  const name = LOCALE_NAMES[language];
  const dir = RTL_LOCALES.includes(language) ? 'rtl' : 'ltr';
  const welcome = welcomes[language] ?? '';
  const written = (l: Locale) => Boolean(titles[l]?.trim() || welcomes[l]?.trim());
  return (
    <Stack gap="md">
      <Group gap="md" align="flex-end" wrap="wrap">
        <Select
          label={t('survey_admin.form.language')}
          description={t('survey_admin.form.language_hint')}
          inputWrapperOrder={['label', 'description', 'input']}
          allowDeselect={false}
          w={{ base: '100%', xs: 340 }}
          data={LOCALES.map((l) => ({
            value: l,
            // "Français ✓": a text is written; "English (UK) (default)": the default language.
            label: [
              LOCALE_NAMES[l],
              l === defaultLanguage ? `(${t('survey_admin.form.default_marker')})` : '',
              written(l) ? '✓' : '',
            ]
              .filter(Boolean)
              .join(' '),
          }))}
          value={language}
          onChange={(value) => value && setPicked(value as Locale)}
        />
      </Group>
      <TextInput
        key={`title-${language}`}
        {...form.register(`titles.${language}`)}
        id={fieldId(id, `titles.${language}`)}
        label={t('survey_admin.form.title', { language: name })}
        description={
          language === defaultLanguage ? undefined : t('survey_admin.form.title_fallback')
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        required={language === defaultLanguage}
        maxLength={SURVEY_TITLE_MAX}
        lang={language.replace('_', '-')}
        dir={dir}
        error={errorText(get(errors, `titles.${language}`))}
      />
      <Textarea
        key={`welcome-${language}`}
        {...form.register(`welcomeMessages.${language}`)}
        id={fieldId(id, `welcomeMessages.${language}`)}
        label={t('survey_admin.form.welcome', { language: name })}
        description={t('survey_admin.form.welcome_hint')}
        inputWrapperOrder={['label', 'description', 'input', 'error']}
        autosize
        minRows={5}
        maxRows={16}
        maxLength={SURVEY_WELCOME_MAX}
        spellCheck={false}
        dir={dir}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        error={errorText(get(errors, `welcomeMessages.${language}`))}
      />
      <Stack gap={4}>
        <Text component="h3" fz="sm" fw={700} m={0}>
          {t('survey_admin.form.preview')}
        </Text>
        <SurveyWelcomePreview html={welcome} language={language} />
      </Stack>
    </Stack>
  );
}
