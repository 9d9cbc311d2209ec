import { Anchor, Button, CopyButton, Group, Stack, TextInput } from '@mantine/core';
import { type ApiProduct, routeProductOf } from '@portal/shared/survey-products';
import { IconCheck, IconCopy, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';

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
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label={t('survey_admin.link.label')}
          value={link}
          readOnly
          dir="ltr"
          data-testid="survey-link"
          style={{ flex: 1, minWidth: 0 }}
          onFocus={(event) => event.currentTarget.select()}
        />
        <CopyButton value={link}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              onClick={copy}
              leftSection={
                copied ? (
                  <IconCheck size={16} aria-hidden="true" />
                ) : (
                  <IconCopy size={16} aria-hidden="true" />
                )
              }
            >
              {copied ? t('survey_admin.link.copied') : t('survey_admin.link.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Anchor href={path} target="_blank" rel="noopener noreferrer" fz="sm" c="blue.9">
        <Group gap={4} component="span">
          {t('survey_admin.link.open')}
          <IconExternalLink size={14} aria-hidden="true" />
        </Group>
      </Anchor>
    </Stack>
  );
}
