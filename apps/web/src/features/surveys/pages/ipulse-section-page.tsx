import { Stack, Text } from '@mantine/core';
import type { IpulseStatement, SubmitResponse } from '@portal/shared/surveys';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useIpulseStatements } from '../api/get-ipulse-statements';
import { recordSectionSaved, reloadProgress } from '../api/get-progress';
import { submitIpulse } from '../api/submit-ipulse';
import { SectionLoader } from '../components/section-loader';
import { UnsavedNotice } from '../components/unsaved-notice';
import { useSubmitWithRetry } from '../hooks/use-submit-with-retry';
import { useTakingContext } from '../hooks/use-taking-context';
import { type IpulseScores, isIpulseScores } from '../rules/ipulse-scores';
import { draftKey, removeDraft, useDraft } from '../storage/drafts';

type Answers = { statementId: number; score: number }[];

/*
 * Issue 14: the board (Mantine's slider and the confirmation) is a chunk of its own that starts
 * downloading with the section's statements, not before the page can show (as for ranking).
 */
const loadBoard = () => import('../components/ipulse/ipulse-board');
const IpulseBoard = lazy(() => loadBoard().then((m) => ({ default: m.IpulseBoard })));

/** platform spec §2 "iPulse section": a 4-point slider per statement. */
export function IpulseSectionPage() {
  const { section } = useTakingContext();
  const statements = useIpulseStatements(section?.id ?? 0);
  void loadBoard();
  if (!section || statements.isError) return <Navigate to={paths.notFound.href()} replace />;
  return (
    <Stack gap="lg" key={section.id}>
      {section.instructions && <Text fz="lg">{section.instructions}</Text>}
      {statements.data ? (
        <IpulseAnswer key={section.id} sectionId={section.id} statements={statements.data} />
      ) : (
        <SectionLoader />
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
      <Suspense fallback={<SectionLoader />}>
        <IpulseBoard
          statements={statements}
          scores={draft.value}
          onChange={setValue}
          onConfirm={saver.submit}
          saving={saver.status === 'saving'}
        />
      </Suspense>
    </Stack>
  );
}
