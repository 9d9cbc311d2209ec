import { Grid, Stack, Title } from '@mantine/core';
import type { TsRatee } from '@portal/shared/team-survey';
import type { TsGoal } from '@portal/shared/team-survey-goals';
import { Navigate, useParams } from 'react-router';
import { SurveyBody, TitleBand } from '../../../components/title-band';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useGoal } from '../api/get-goal';
import { useOwnRatee } from '../api/get-own-ratee';
import { useRatee } from '../api/get-ratee';
import { BackLink } from '../components/back-link';
import { GoalDetail } from '../components/goal-detail';
import { GoalForm } from '../components/goal-form';
import { TsPageState } from '../components/ts-page-state';
import { useTsContext } from '../hooks/use-ts-context';
import { type GoalViewer, goalPermissions, goalViewer } from '../rules/goal-rules';
import { loadOutcome } from '../rules/load-outcome';
import { parseId, parseRateeParams } from '../rules/route-params';

/**
 * team-survey spec §2 "Goal page" at /360/{tsSurveyId}/user/{tsRaterRateeId}/goal/{goalId}
 * (route survey.ts.user.ratee.goal; issue 12): the goal's SMART table, and a form with what the
 * viewer may change. Only the ratee and their manager have it; anyone else is not found.
 */
export function GoalPage() {
  const params = useParams();
  const parsed = parseRateeParams(params);
  const goalId = parseId(params.goalId);
  if (!parsed || !goalId) return <Navigate to={paths.notFound.href()} replace />;
  return (
    <GoalLoader
      key={`${parsed.tsSurveyId}/${parsed.rateeId}/${goalId}`}
      {...parsed}
      goalId={goalId}
    />
  );
}

interface Place {
  tsSurveyId: number;
  rateeId: number;
  goalId: number;
}

function GoalLoader(place: Place) {
  const context = useTsContext(place.tsSurveyId);
  const ratee = useRatee(place.rateeId);
  const goal = useGoal(place.rateeId, place.goalId);
  const isRatee = context.state === 'ready' && context.roles.includes('ratee');
  const own = useOwnRatee(place.tsSurveyId, isRatee);
  usePageTitle(goal.data?.title);
  const error = ratee.error ?? goal.error;
  if (error) return <TsPageState state={loadOutcome(error)} />;
  if (context.state !== 'ready') return <TsPageState state={context.state} />;
  if (!ratee.data || !goal.data || (isRatee && own.isPending)) {
    return <TsPageState state="loading" />;
  }
  if (ratee.data.tsSurveyId !== place.tsSurveyId) {
    return <Navigate to={paths.notFound.href()} replace />;
  }
  const viewer = goalViewer(context.roles, own.data?.id ?? null, place.rateeId);
  return <GoalView {...place} ratee={ratee.data} goal={goal.data} viewer={viewer} />;
}

function GoalView({
  tsSurveyId,
  rateeId,
  ratee,
  goal,
  viewer,
}: Place & { ratee: TsRatee; goal: TsGoal; viewer: GoalViewer }) {
  const { t } = useTranslation('team-survey');
  const can = goalPermissions(viewer, goal, ratee.isLive);
  // The way back is to the page the goals are listed on: the ratee's own, or the manager's.
  const back =
    viewer === 'ratee'
      ? paths.tsUserRatee.href(tsSurveyId, rateeId)
      : paths.tsManagerRatee.href(tsSurveyId, rateeId);
  return (
    <>
      <TitleBand title={goal.title} overline={ratee.fullName} size="lg" />
      <SurveyBody size="lg">
        <Stack gap="lg">
          <BackLink to={back} label={t('goals.back')} />
          <Grid gap="xl" align="flex-start">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Stack gap="xs" component="section" aria-labelledby="ts-goal-smart">
                <Title order={2} fz="h4" id="ts-goal-smart">
                  {t('goals.caption')}
                </Title>
                <GoalDetail goal={goal} viewer={viewer} />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Stack gap="md" component="section" aria-labelledby="ts-goal-heading">
                <Title order={2} fz="h4" id="ts-goal-heading">
                  {t('goals.form.edit_heading')}
                </Title>
                {ratee.isLive ? (
                  <GoalForm rateeId={rateeId} goal={goal} viewer={viewer} can={can} />
                ) : (
                  <p>{t('problems.goals_not_live')}</p>
                )}
              </Stack>
            </Grid.Col>
          </Grid>
        </Stack>
      </SurveyBody>
    </>
  );
}
