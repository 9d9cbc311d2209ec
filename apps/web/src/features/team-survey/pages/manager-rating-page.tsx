import { Alert, Grid, Stack, Title } from '@mantine/core';
import type { ManagerRatingType, TsRatee } from '@portal/shared/team-survey';
import { IconCircleCheck } from '@tabler/icons-react';
import { Navigate, useParams } from 'react-router';
import { SurveyBody, TitleBand } from '../../../components/title-band';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useAddManagerRating } from '../api/add-manager-rating';
import { useManagerRatings } from '../api/get-manager-ratings';
import { useRatee } from '../api/get-ratee';
import { useReviewExpiry } from '../api/get-review-expiry';
import { BackLink } from '../components/back-link';
import { NotLiveNotice } from '../components/not-live-notice';
import { PastRatings } from '../components/past-ratings';
import { RatingForm } from '../components/rating-form';
import { TsPageState } from '../components/ts-page-state';
import { useTsContext } from '../hooks/use-ts-context';
import { loadOutcome } from '../rules/load-outcome';
import { showsRatingForm } from '../rules/manager-rating';
import { parseRateeParams, parseRatingType } from '../rules/route-params';

/** team-survey spec §2 "Manager rating page" at /360/{tsSurveyId}/user/{tsRaterRateeId}/{type}. */
export function ManagerRatingPage() {
  const params = useParams();
  const parsed = parseRateeParams(params);
  const type = parseRatingType(params.type);
  if (!parsed || !type) return <Navigate to={paths.notFound.href()} replace />;
  return <ManagerRating key={`${parsed.rateeId}/${type}`} {...parsed} type={type} />;
}

interface Place {
  tsSurveyId: number;
  rateeId: number;
  type: ManagerRatingType;
}

function ManagerRating(place: Place) {
  const { t } = useTranslation('team-survey');
  const ratee = useRatee(place.rateeId);
  const ratings = useManagerRatings(place.rateeId, place.type);
  const dates = useReviewExpiry(place.rateeId);
  const context = useTsContext(place.tsSurveyId);
  usePageTitle(ratee.data ? `${t(`setup.${place.type}`)}: ${ratee.data.fullName}` : undefined);
  const error = ratee.error ?? ratings.error ?? dates.error;
  if (error) return <TsPageState state={loadOutcome(error)} />;
  if (context.state !== 'ready') return <TsPageState state={context.state} />;
  if (!ratee.data || !ratings.data || !dates.data) return <TsPageState state="loading" />;
  if (ratee.data.tsSurveyId !== place.tsSurveyId) {
    return <Navigate to={paths.notFound.href()} replace />;
  }
  // The ratee sees their everyday ratings here too (spec §6); only a manager gives them.
  return (
    <RatingView
      {...place}
      ratee={ratee.data}
      reviewStart={dates.data.reviewStart}
      isManager={context.roles.includes('manager')}
    />
  );
}

function RatingView({
  tsSurveyId,
  rateeId,
  type,
  ratee,
  reviewStart,
  isManager,
}: Place & { ratee: TsRatee; reviewStart: string; isManager: boolean }) {
  const { t } = useTranslation('team-survey');
  const ratings = useManagerRatings(rateeId, type);
  const add = useAddManagerRating(rateeId, type);
  const list = ratings.data ?? [];
  // A second overall rating in a period is refused (400) even if the list did not show one yet.
  const refused = type === 'overall' && isApiError(add.error, 400);
  const form =
    isManager &&
    !refused &&
    showsRatingForm({ type, isLive: ratee.isLive, ratings: list, reviewStart });
  return (
    <>
      <TitleBand title={t(`setup.${type}`)} overline={ratee.fullName} size="lg" />
      <SurveyBody size="lg">
        <Stack gap="lg">
          <BackLink
            to={
              isManager
                ? paths.tsManagerRatee.href(tsSurveyId, rateeId)
                : paths.tsDashboard.href(tsSurveyId)
            }
            label={t('rate.back', { name: ratee.fullName })}
          />
          <Grid gap="xl" align="flex-start">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack gap="md">
                {!isManager ? null : !ratee.isLive ? (
                  <NotLiveNotice />
                ) : form ? (
                  <>
                    <Title order={2} fz="h4" id="ts-manager-rating-heading">
                      {t('manager_rating.new')}
                    </Title>
                    <RatingForm
                      id="ts-manager-rating"
                      scale="manager"
                      onSubmit={(value) => add.mutateAsync({ rating: value })}
                    />
                  </>
                ) : (
                  <Alert
                    color="teal"
                    variant="light"
                    icon={<IconCircleCheck aria-hidden="true" />}
                    role="status"
                    styles={{ message: { color: 'var(--mantine-color-dark-9)', fontWeight: 600 } }}
                  >
                    {t('manager_rating.overall_done')}
                  </Alert>
                )}
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <PastRatings ratings={list} />
            </Grid.Col>
          </Grid>
        </Stack>
      </SurveyBody>
    </>
  );
}
