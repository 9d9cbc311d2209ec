import { Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { DP_PARTS } from '@portal/shared/survey-products';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { PaleCard } from '../../../components/pale-card';
import { SurveyBody, TitleBand } from '../../../components/title-band';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { dpProgressQueryOptions } from '../api/get-dp-progress';
import { DpSteps } from '../components/dp-steps';
import { useContinueDp } from '../hooks/use-continue-dp';
import { useDpPartRecords } from '../hooks/use-dp-part-records';
import { startErrorText } from '../hooks/use-start-survey';

/**
 * platform spec §2 "Discovery-process completed page": three-step progress (eq, values,
 * behaviours), 'ready to start part N', and Continue (spec §4 "Discovery-process continue").
 */
export function DpPartCompletedPage() {
  const { t } = useTranslation('surveys');
  const records = useDpPartRecords();
  const found = records === 'loading' ? null : records;
  const continueDp = useContinueDp();
  const progress = useQuery({
    ...dpProgressQueryOptions(found?.dp.surveyUserId ?? 0),
    enabled: found !== null,
  });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  usePageTitle(t('dp.completed_title'));
  if (records === 'loading') {
    return (
      <Center flex={1} py="xl">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  if (!found) return <Navigate to={paths.notFound.href()} replace />;
  // platform spec §4: "Parts completed: eq 1, values 2, behaviours 3." Only the progress asked
  // for on this page counts: the cache may hold the one from before this part ended.
  const fresh = progress.isFetchedAfterMount ? progress.data : undefined;
  const completed = fresh?.partsCompleted ?? DP_PARTS.indexOf(found.part) + 1;
  const next = completed + 1;
  const onContinue = async () => {
    setPending(true);
    setError(null);
    try {
      await continueDp(found.userId, found.dp);
    } catch (caught) {
      setError(startErrorText(caught, t));
      setPending(false);
    }
  };
  return (
    <>
      <TitleBand overline={found.dp.surveyProductTitle} title={t('dp.completed_title')} />
      <SurveyBody>
        {!progress.isFetchedAfterMount ? (
          <Center py="xl">
            <Loader aria-label={t('loading')} />
          </Center>
        ) : (
          <Stack gap="xl">
            <PaleCard>
              <DpSteps completed={completed} />
            </PaleCard>
            {next <= DP_PARTS.length && (
              <Text fz="xl" fw={700}>
                {t('dp.ready', { number: next })}
              </Text>
            )}
            <FormAlert message={error} />
            <Group>
              <Button size="lg" onClick={() => void onContinue()} loading={pending}>
                {t('dp.continue')}
              </Button>
            </Group>
          </Stack>
        )}
      </SurveyBody>
    </>
  );
}
