import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { kriskIcoachCode } from '@portal/shared/krisk';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { BrandField } from '../../../components/brand-field';
import { PaleCard } from '../../../components/pale-card';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/page-title';
import { COMPLETE_REASONS, type CompleteReason } from '../rules/start-decision';

const isReason = (value: string | null): value is CompleteReason =>
  (COMPLETE_REASONS as readonly (string | null)[]).includes(value);

/**
 * platform spec §2 "Survey complete" at /complete?title=&reason=: a heading with the title, a
 * thank-you or the translated reason (only known reasons: the address never puts arbitrary text
 * on the page), and for 'KRisk Option 1/2/3' a text and an ICoach button.
 */
export function SurveyCompletePage() {
  const { t } = useTranslation('surveys');
  const [params] = useSearchParams();
  const title = params.get('title')?.trim() || t('complete.default_title');
  const reason = params.get('reason');
  const icoachCode = kriskIcoachCode(params.get('title'));
  usePageTitle(title);
  return (
    <BrandField size="md">
      <PaleCard>
        <Stack gap="lg" align="flex-start">
          <IconCircleCheck size={56} color="var(--mantine-color-teal-8)" aria-hidden="true" />
          <Title order={1}>{title}</Title>
          <Text fz="lg">{isReason(reason) ? t(`surveys.${reason}`) : t('complete.thanks')}</Text>
          {icoachCode && (
            <Stack gap="sm" align="flex-start">
              <Text>{t('complete.krisk_text')}</Text>
              <Button component={Link} to={paths.icoachWelcome.href(icoachCode)} size="md">
                {t('complete.icoach')}
              </Button>
            </Stack>
          )}
          <Group>
            <Button
              component={Link}
              to={paths.home.href()}
              variant={icoachCode ? 'default' : 'filled'}
              size="md"
            >
              {t('complete.dashboard')}
            </Button>
          </Group>
        </Stack>
      </PaleCard>
    </BrandField>
  );
}
