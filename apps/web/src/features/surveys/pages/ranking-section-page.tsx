import { Stack, Text } from '@mantine/core';
import type { RankingProduct, RankingStatement, SubmitResponse } from '@portal/shared/surveys';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useMemo } from 'react';
import { Navigate } from 'react-router';
import { RenderedInBrowser } from '../../../components/rendered-in-browser';
import { paths } from '../../../config/paths';
import { preloadableLazy } from '../../../lib/preloadable-lazy';
import { recordSectionSaved, reloadProgress } from '../api/get-progress';
import { useRankingStatements } from '../api/get-ranking-statements';
import { submitRanking } from '../api/submit-ranking';
import { SectionLoader } from '../components/section-loader';
import { UnsavedNotice } from '../components/unsaved-notice';
import { useSubmitWithRetry } from '../hooks/use-submit-with-retry';
import { type TakingContext, useTakingContext } from '../hooks/use-taking-context';
import { useRankingMode } from '../hooks/use-wide-screen';
import { isRankingValue, type RankingValue, restoreRanking } from '../rules/ranking';
import { draftKey, removeDraft, useDraft } from '../storage/drafts';

/*
 * Issue 14: the board, with the drag and drop library (dnd-kit, 15 KB gzipped), is a chunk of its
 * own that starts downloading with the section's statements, not before the page can show: the
 * page waits for the statements anyway, and its frame (title, progress) paints without it. It is
 * preloadable: on a page the server rendered (decision 042) it is rendered once the app has taken
 * the page over, its chunk in by then, so no second loader flashes.
 */
const RankingBoard = preloadableLazy(() =>
  import('../components/ranking/ranking-board').then((m) => m.RankingBoard),
);
export const preloadRankingBoard = RankingBoard.preload;

/** platform spec §2: a ranking section of eq, values or behaviours (also inside a discovery process). */
export function RankingSectionPage() {
  const context = useTakingContext();
  if (!context.section) return <Navigate to={paths.notFound.href()} replace />;
  return <RankingSection key={context.section.id} {...context} sectionId={context.section.id} />;
}

function RankingSection({ record, section, sectionId }: TakingContext & { sectionId: number }) {
  const product = record.surveyProductType as RankingProduct;
  const statements = useRankingStatements(product, sectionId);
  void RankingBoard.preload();
  if (statements.isError) return <Navigate to={paths.notFound.href()} replace />;
  return (
    <Stack gap="lg">
      {section?.instructions && <Text fz="lg">{section.instructions}</Text>}
      {statements.data ? (
        // The board follows this device's draft and screen width, which a page the server
        // rendered cannot know: it shows the loader there, and the app renders the board.
        <RenderedInBrowser untilInBrowser={<SectionLoader />}>
          <RankingAnswer
            key={statements.data.map((s) => s.id).join(',')}
            product={product}
            sectionId={sectionId}
            statements={statements.data}
          />
        </RenderedInBrowser>
      ) : (
        <SectionLoader />
      )}
    </Stack>
  );
}

interface RankingAnswerProps {
  product: RankingProduct;
  sectionId: number;
  statements: RankingStatement[];
}

function RankingAnswer({ product, sectionId, statements }: RankingAnswerProps) {
  const { userId, record, section, sections } = useTakingContext();
  const queryClient = useQueryClient();
  const mode = useRankingMode(product);
  const ids = useMemo(() => statements.map((s) => s.id), [statements]);
  const key = draftKey({ userId, product, surveyUserId: record.surveyUserId, part: sectionId });
  const { draft, setValue, setPending } = useDraft<RankingValue, number[]>(
    key,
    isRankingValue,
    () => ({ order: ids, ranked: [] }),
  );
  const value = restoreRanking(ids, draft.value);
  const saver = useSubmitWithRetry<number[], SubmitResponse>({
    send: (order) =>
      submitRanking(product, record.surveyUserId, {
        statements: order.map((statementId) => ({ statementId })),
      }),
    onSaved: (result) => {
      removeDraft(key);
      recordSectionSaved(queryClient, product, record.surveyUserId, result.nextSection);
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
          reloadProgress(queryClient, product, record.surveyUserId);
        }}
      />
      <Suspense fallback={<SectionLoader />}>
        <RankingBoard
          product={product}
          statements={statements}
          mode={mode}
          value={value}
          onChange={setValue}
          onConfirm={saver.submit}
          section={section ? { number: section.position, total: sections.length } : undefined}
          saving={saver.status === 'saving'}
        />
      </Suspense>
    </Stack>
  );
}
