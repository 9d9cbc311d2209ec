import { Grid, Stack, Title } from '@mantine/core';
import type { TsRatee, TsSkill } from '@portal/shared/team-survey';
import { Navigate, useParams } from 'react-router';
import { SafeHtml } from '../../../components/safe-html';
import { SurveyBody, TitleBand } from '../../../components/title-band';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useAddSkillRating } from '../api/add-skill-rating';
import { useRatee } from '../api/get-ratee';
import { useRateeSkill } from '../api/get-ratee-skill';
import { useSkillRating } from '../api/get-skill-rating';
import { BackLink } from '../components/back-link';
import { GivenRating } from '../components/given-rating';
import { NotLiveNotice } from '../components/not-live-notice';
import { RatingForm } from '../components/rating-form';
import { TsPageState } from '../components/ts-page-state';
import { loadOutcome } from '../rules/load-outcome';
import { parseId, parseRateeParams } from '../rules/route-params';

/**
 * team-survey spec §2 "Skill rating page" at /360/{tsSurveyId}/user/{tsRaterRateeId}/skill/
 * {skillId}; the skill id is the ratee's skill (the id the skill list gives).
 */
export function SkillRatingPage() {
  const params = useParams();
  const parsed = parseRateeParams(params);
  const skillId = parseId(params.skillId);
  if (!parsed || !skillId) return <Navigate to={paths.notFound.href()} replace />;
  return (
    <SkillRating
      key={`${parsed.tsSurveyId}/${parsed.rateeId}/${skillId}`}
      {...parsed}
      skillId={skillId}
    />
  );
}

interface Place {
  tsSurveyId: number;
  rateeId: number;
  skillId: number;
}

function SkillRating(place: Place) {
  const ratee = useRatee(place.rateeId);
  const skill = useRateeSkill(place.rateeId, place.skillId);
  const rating = useSkillRating(place.rateeId, place.skillId);
  usePageTitle(skill.data?.name);
  const error = ratee.error ?? skill.error ?? rating.error;
  if (error) return <TsPageState state={loadOutcome(error)} />;
  if (!ratee.data || !skill.data || rating.data === undefined) {
    return <TsPageState state="loading" />;
  }
  if (ratee.data.tsSurveyId !== place.tsSurveyId) {
    return <Navigate to={paths.notFound.href()} replace />;
  }
  return <SkillView {...place} ratee={ratee.data} skill={skill.data} />;
}

function SkillView({
  tsSurveyId,
  rateeId,
  skillId,
  ratee,
  skill,
}: Place & { ratee: TsRatee; skill: TsSkill }) {
  const { t } = useTranslation('team-survey');
  const rating = useSkillRating(rateeId, skillId);
  const add = useAddSkillRating(tsSurveyId, rateeId, skillId);
  const given = rating.data ?? null;
  return (
    <>
      <TitleBand title={skill.name} overline={ratee.fullName} size="lg" />
      <SurveyBody size="lg">
        <Stack gap="lg">
          <BackLink
            to={paths.tsUserRatee.href(tsSurveyId, rateeId)}
            label={t('rate.back', { name: ratee.fullName })}
          />
          <Grid gap="xl" align="flex-start">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Stack gap="md">
                {given ? (
                  <GivenRating rating={given} scale="skill" />
                ) : !ratee.isLive ? (
                  <NotLiveNotice />
                ) : (
                  <>
                    <Title order={2} fz="h4" id="ts-skill-rating-heading">
                      {t('rate.form_heading', { name: ratee.fullName })}
                    </Title>
                    <RatingForm
                      id="ts-skill-rating"
                      scale="skill"
                      onSubmit={(value) => add.mutateAsync({ rating: value })}
                    />
                  </>
                )}
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Stack gap="lg">
                <Stack gap="xs" component="section" aria-labelledby="ts-skill-context">
                  <Title order={2} fz="h4" id="ts-skill-context">
                    {t('rate.in_context')}
                  </Title>
                  <SafeHtml html={skill.skillInContext} />
                </Stack>
                <Stack gap="xs" component="section" aria-labelledby="ts-skill-develop">
                  <Title order={2} fz="h4" id="ts-skill-develop">
                    {t('rate.how_to_develop')}
                  </Title>
                  <SafeHtml html={skill.howToDevelop} />
                </Stack>
              </Stack>
            </Grid.Col>
          </Grid>
        </Stack>
      </SurveyBody>
    </>
  );
}
