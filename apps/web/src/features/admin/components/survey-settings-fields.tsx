import { Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import type { CreateSurveyBody } from '@portal/shared/admin-surveys';
import { LOCALE_NAMES, LOCALES } from '@portal/shared/locales';
import { API_PRODUCTS } from '@portal/shared/survey-products';
import { Controller, get, type UseFormReturn, useWatch } from 'react-hook-form';
import { fieldId } from '../../../lib/form-errors';
import { useErrorText, useTranslation } from '../../../lib/i18n';
import { useSurveyOptions } from '../api/get-admin-survey';
import type { SurveyFormValues } from './survey-form';

type Form = UseFormReturn<SurveyFormValues, unknown, CreateSurveyBody>;

/**
 * A survey's settings: product (fixed once created, and the form says so), questionnaire,
 * default language, dates, price in pounds, report layout, unlimited access and, for a discovery
 * process, the resiliency questionnaire.
 */
export function SurveySettingsFields({
  id,
  form,
  editing,
}: {
  id: string;
  form: Form;
  editing: boolean;
}) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const options = useSurveyOptions();
  const error = (name: string) => errorText(get(form.formState.errors, name));
  const product = useWatch({ control: form.control, name: 'product' });
  const questionnaires = (options.data?.questionnaires ?? []).filter((q) => q.product === product);
  const layouts = options.data?.layouts ?? [];
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Controller
          control={form.control}
          name="product"
          render={({ field }) => (
            <Select
              id={fieldId(id, 'product')}
              label={t('survey_admin.form.product')}
              description={editing ? t('survey_admin.form.product_fixed') : undefined}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              required
              disabled={editing}
              allowDeselect={false}
              data={API_PRODUCTS.map((p) => ({ value: p, label: t(`survey_admin.products.${p}`) }))}
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                form.setValue('questionnaire', '');
              }}
              error={error('product')}
            />
          )}
        />
        {!editing && product !== 'dp' && (
          <Controller
            control={form.control}
            name="questionnaire"
            render={({ field }) => (
              <Select
                id={fieldId(id, 'questionnaire')}
                label={t('survey_admin.form.questionnaire')}
                placeholder={t('survey_admin.form.questionnaire_default')}
                clearable
                data={questionnaires.map((q) => q.key)}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                error={error('questionnaire')}
              />
            )}
          />
        )}
        <Controller
          control={form.control}
          name="defaultLanguage"
          render={({ field }) => (
            <Select
              id={fieldId(id, 'defaultLanguage')}
              label={t('survey_admin.form.default_language')}
              description={t('survey_admin.form.default_language_hint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              required
              allowDeselect={false}
              data={LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] }))}
              value={field.value}
              onChange={(value) => value && field.onChange(value)}
              error={error('defaultLanguage')}
            />
          )}
        />
        <Controller
          control={form.control}
          name="layout"
          render={({ field }) => (
            <Select
              id={fieldId(id, 'layout')}
              label={t('survey_admin.form.layout')}
              required
              allowDeselect={false}
              data={layouts.includes(field.value) ? layouts : [field.value, ...layouts]}
              value={field.value}
              onChange={(value) => value && field.onChange(value)}
              error={error('layout')}
            />
          )}
        />
        <TextInput
          {...form.register('validFrom')}
          id={fieldId(id, 'validFrom')}
          type="date"
          label={t('survey_admin.form.valid_from')}
          description={t('survey_admin.form.dates_hint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          error={error('validFrom')}
        />
        <TextInput
          {...form.register('validTo')}
          id={fieldId(id, 'validTo')}
          type="date"
          label={t('survey_admin.form.valid_to')}
          description={t('survey_admin.form.dates_hint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          error={error('validTo')}
        />
        <TextInput
          {...form.register('price')}
          id={fieldId(id, 'price')}
          label={t('survey_admin.form.price')}
          description={t('survey_admin.form.price_hint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          leftSection="£"
          inputMode="decimal"
          dir="ltr"
          required
          error={error('price')}
        />
      </SimpleGrid>
      <Switch
        {...form.register('isUnlimitedAccess')}
        id={fieldId(id, 'isUnlimitedAccess')}
        label={t('survey_admin.form.unlimited')}
        description={t('survey_admin.form.unlimited_hint')}
      />
      {product === 'dp' && (
        <Switch
          {...form.register('resiliencyEnabled')}
          id={fieldId(id, 'resiliencyEnabled')}
          label={t('survey_admin.form.resiliency')}
          description={t('survey_admin.form.resiliency_hint')}
        />
      )}
    </Stack>
  );
}
