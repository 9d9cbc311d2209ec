import { Center, Loader, Stack, Text } from '@mantine/core';
import type { IpulseStatement, SubmitResponse } from '@portal/shared/surveys';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useIpulseStatements } from '../api/get-ipulse-statements';
import { recordSectionSaved, reloadProgress } from '../api/get-progress';
import { submitIpulse } from '../api/submit-ipulse';
import { IpulseBoard, type IpulseScores, isIpulseScores } from '../components/ipulse/ipulse-board';
import { UnsavedNotice } from '../components/unsaved-notice';
import { useSubmitWithRetry } from '../hooks/use-submit-with-retry';
import { useTakingContext } from '../hooks/use-taking-context';
import { draftKey, removeDraft, useDraft } from '../storage/drafts';

type Answers = { statementId: number; score: number }[];

/** platform spec §2 "iPulse section": a 4-point slider per statement. */
export function IpulseSectionPage() {
  const { t } = useTranslation('surveys');
  const { section } = useTakingContext();
  const statements = useIpulseStatements(section?.id ?? 0);
  if (!section || statements.isError) return <Navigate to={paths.notFound.href()} replace />;
  return (
    <Stack gap="lg" key={section.id}>
      {section.instructions && <Text fz="lg">{section.instructions}</Text>}
      {statements.data ? (
        <IpulseAnswer key={section.id} sectionId={section.id} statements={statements.data} />
      ) : (
        <Center py="xl">
          <Loader aria-label={t('loading')} />
        </Center>
      )}
    </Stack>
  );
}

function IpulseAnswer({
  sectionId,
  statements,
}: {
  sectionId: number;
  statements: IpulseStatement[];
}) {
  const { userId, record } = useTakingContext();
  const queryClient = useQueryClient();
  const key = draftKey({
    userId,
    product: 'ipulse',
    surveyUserId: record.surveyUserId,
    part: sectionId,
  });
  const { draft, setValue, setPending } = useDraft<IpulseScores, Answers>(
    key,
    isIpulseScores,
    () => ({}),
  );
  const saver = useSubmitWithRetry<Answers, SubmitResponse>({
    send: (answers) => submitIpulse(record.surveyUserId, { statements: answers }),
    onSaved: (result) => {
      removeDraft(key);
      recordSectionSaved(queryClient, 'ipulse', record.surveyUserId, result.nextSection);
    },
    pending: draft.pending,
    setPending,
  });
  return (
    <Stack gap="md">
      <UnsavedNotice
        status={saver.status}
        error={saver.error}
        retryInMs={saver.retryInMs}
        onRetry={saver.retry}
        onContinue={() => {
          removeDraft(key);
          reloadProgress(queryClient, 'ipulse', record.surveyUserId);
        }}
      />
      <IpulseBoard
        statements={statements}
        scores={draft.value}
        onChange={setValue}
        onConfirm={saver.submit}
        saving={saver.status === 'saving'}
      />
    </Stack>
  );
}
