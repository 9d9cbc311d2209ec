import { Anchor, Group, Stack } from '@mantine/core';
import { type ApiProduct, routeProductOf } from '@portal/shared/survey-products';
import { IconExternalLink } from '@tabler/icons-react';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { CopyField } from './copy-field';

/**
 * A survey's public link, built as the rest of the app builds it (paths.surveyWelcome from the
 * product and access code) on this site's address, with a copy button.
 */
export function SurveyLink({ product, accessCode }: { product: ApiProduct; accessCode: string }) {
  const { t } = useTranslation('admin');
  const path = paths.surveyWelcome.href(routeProductOf(product), accessCode);
  const link = `${window.location.origin}${path}`;
  return (
    <Stack gap={6}>
      <CopyField
        label={t('survey_admin.link.label')}
        value={link}
        copyLabel={t('survey_admin.link.copy')}
        copiedLabel={t('survey_admin.link.copied')}
        dir="ltr"
        testId="survey-link"
      />
      <Anchor href={path} target="_blank" rel="noopener noreferrer" fz="sm" c="blue.9">
        <Group gap={4} component="span">
          {t('survey_admin.link.open')}
          <IconExternalLink size={14} aria-hidden="true" />
        </Group>
      </Anchor>
    </Stack>
  );
}
