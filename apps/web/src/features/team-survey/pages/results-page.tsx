import { Stack } from '@mantine/core';
import type { TsRatee } from '@portal/shared/team-survey';
import type {
  TsLastRatings,
  TsRatingAverageResponse,
  TsRatingResults,
  TsReview,
} from '@portal/shared/team-survey-results';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { ReportDownloadFeedback } from '../../../components/report-download-feedback';
import { SurveyBody, TitleBand } from '../../../components/title-band';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { usePeriodReportDownload } from '../api/download-period-report';
import { useLastRatings } from '../api/get-last-ratings';
import { useOwnRatee } from '../api/get-own-ratee';
import { useRatee } from '../api/get-ratee';
import { useRatingAverage } from '../api/get-rating-average';
import { useRatingResults } from '../api/get-rating-results';
import { useReviews } from '../api/get-reviews';
import { BackLink } from '../components/back-link';
import { EverydayBars } from '../components/everyday-bars';
import { EverydayDial } from '../components/everyday-dial';
import { PeriodDetails } from '../components/period-details';
import { PeriodsTable } from '../components/periods-table';
import classes from '../components/results.module.css';
import { ResultsScores } from '../components/results-scores';
import { TalentGrid } from '../components/talent-grid';
import { TsPageState } from '../components/ts-page-state';
import { useTsContext } from '../hooks/use-ts-context';
import { loadOutcome } from '../rules/load-outcome';
import { parseRateeParams } from '../rules/route-params';

/**
 * team-survey spec §2 "Results page" at /360/{tsSurveyId}/user/{tsRaterRateeId}/results (issue
 * 12), for the ratee and their manager (§6); everyone else gets the calls' 404, the not-found page.
 */
export function ResultsPage() {
  const parsed = parseRateeParams(useParams());
  if (!parsed) return <Navigate to={paths.notFound.href()} replace />;
  return <Results key={`${parsed.tsSurveyId}/${parsed.rateeId}`} {...parsed} />;
}

function Results({ tsSurveyId, rateeId }: { tsSurveyId: number; rateeId: number }) {
  const { t } = useTranslation('team-survey');
  const context = useTsContext(tsSurveyId);
  const ratee = useRatee(rateeId);
  const results = useRatingResults(rateeId);
  const reviews = useReviews(rateeId);
  const average = useRatingAverage(rateeId, 'everyday');
  const last = useLastRatings(rateeId, 'everyday');
  // The ratee's own results read 'View my score'; their manager's, 'View scores'.
  const isRatee = context.state === 'ready' && context.roles.includes('ratee');
  const own = useOwnRatee(tsSurveyId, isRatee);
  usePageTitle(ratee.data ? t('results.page_title', { name: ratee.data.fullName }) : undefined);
  const error = ratee.error ?? results.error ?? reviews.error ?? average.error ?? last.error;
  if (error) return <TsPageState state={loadOutcome(error)} />;
  if (context.state !== 'ready') return <TsPageState state={context.state} />;
  if (
    !ratee.data ||
    !results.data ||
    !reviews.data ||
    !average.data ||
    !last.data ||
    (isRatee && own.isPending)
  ) {
    return <TsPageState state="loading" />;
  }
  if (ratee.data.tsSurveyId !== tsSurveyId) return <Navigate to={paths.notFound.href()} replace />;
  return (
    <ResultsView
      ratee={ratee.data}
      self={isRatee && own.data?.id === rateeId}
      results={results.data}
      periods={reviews.data}
      average={average.data}
      last={last.data}
    />
  );
}

interface ResultsViewProps {
  ratee: TsRatee;
  self: boolean;
  results: TsRatingResults;
  periods: TsReview[];
  average: TsRatingAverageResponse;
  last: TsLastRatings;
}

const DETAILS_ID = 'ts-period-details';

function ResultsView({ ratee, self, results, periods, average, last }: ResultsViewProps) {
  const { t } = useTranslation('team-survey');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const report = usePeriodReportDownload(ratee.id, ratee.fullName, periods);
  const selected = periods.find((p) => p.id === selectedId);
  return (
    <>
      <TitleBand title={t('results.title')} overline={ratee.fullName} size="lg" />
      <SurveyBody size="lg">
        <Stack gap="lg">
          <BackLink
            to={
              self
                ? paths.tsDashboard.href(ratee.tsSurveyId)
                : paths.tsManagerRatee.href(ratee.tsSurveyId, ratee.id)
            }
            label={self ? t('setup.back') : t('rate.back', { name: ratee.fullName })}
          />
          <div className={classes.grid}>
            <ResultsScores
              results={results}
              period={periods.find((p) => p.id === results.reviewId)}
            />
            <EverydayDial average={average} />
            <EverydayBars ratings={last} />
            <TalentGrid results={results} />
            <div className={classes.wide}>
              <Stack gap="sm">
                <ReportDownloadFeedback report={report} />
                <PeriodsTable
                  periods={periods}
                  selectedId={selectedId}
                  onView={(id) => setSelectedId((current) => (current === id ? null : id))}
                  viewLabel={self ? t('results.view_my_score') : t('results.view_scores')}
                  report={report}
                  detailsId={DETAILS_ID}
                />
              </Stack>
            </div>
            {selected && (
              <div className={classes.wide}>
                <PeriodDetails
                  key={selected.id}
                  id={DETAILS_ID}
                  rateeId={ratee.id}
                  period={selected}
                  onClose={() => {
                    setSelectedId(null);
                    // Back to the button that opened it (periods-table.tsx names it by period).
                    window.requestAnimationFrame(() =>
                      document.getElementById(`ts-period-${selected.id}-view`)?.focus(),
                    );
                  }}
                />
              </div>
            )}
          </div>
        </Stack>
      </SurveyBody>
    </>
  );
}
