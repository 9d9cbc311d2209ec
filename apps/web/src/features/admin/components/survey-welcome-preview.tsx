import { Loader, Paper, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type Locale, RTL_LOCALES } from '@portal/shared/locales';
import { SafeHtml } from '../../../components/safe-html';
import { useTranslation } from '../../../lib/i18n';
import { useWelcomePreview } from '../api/save-survey';

/** Typing pauses this long before the server sanitises the draft. */
const PREVIEW_DELAY_MS = 400;

/**
 * The welcome message as the public welcome page will show it: the server's one sanitiser makes
 * the HTML (POST /api/admin/surveys/welcome-preview) and the app's one component for stored HTML
 * shows it, the same two steps as the welcome page.
 */
export function SurveyWelcomePreview({ html, language }: { html: string; language: Locale }) {
  const { t } = useTranslation('admin');
  const [draft] = useDebouncedValue(html, PREVIEW_DELAY_MS);
  const preview = useWelcomePreview(draft);
  const empty = draft.trim() === '';
  return (
    <Paper
      withBorder
      p="md"
      radius="sm"
      bg="gray.0"
      data-testid="welcome-preview"
      aria-live="polite"
      aria-busy={preview.isFetching}
      lang={language.replace('_', '-')}
      dir={RTL_LOCALES.includes(language) ? 'rtl' : 'ltr'}
    >
      {empty ? (
        <Text fz="sm" c="navy.7">
          {t('survey_admin.form.preview_empty')}
        </Text>
      ) : preview.isError ? (
        <Text fz="sm" c="red.9">
          {t('survey_admin.form.preview_failed')}
        </Text>
      ) : preview.data ? (
        <SafeHtml html={preview.data.html} />
      ) : (
        <Loader size="sm" aria-label={t('survey_admin.form.preview_loading')} />
      )}
    </Paper>
  );
}
