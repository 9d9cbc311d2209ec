import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { SurveyBody, TitleBand } from '../../../components/title-band';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/page-title';
import { useRatee } from '../api/get-ratee';
import { useRaterSkills } from '../api/get-rater-skills';
import { BackLink } from '../components/back-link';
import { NotLiveNotice } from '../components/not-live-notice';
import { RateeCard } from '../components/ratee-card';
import { SkillGroups } from '../components/skill-groups';
import { TsLoader } from '../components/ts-loader';
import { TsPageState } from '../components/ts-page-state';
import { useTsContext } from '../hooks/use-ts-context';
import { loadOutcome } from '../rules/load-outcome';
import { parseRateeParams } from '../rules/route-params';

/**
 * team-survey spec §2 "Ratee page for a rater" at /360/{tsSurveyId}/user/{tsRaterRateeId}. The
 * goals section is part 2 of issue 11.
 */
export function RaterRateePage() {
  const parsed = parseRateeParams(useParams());
  if (!parsed) return <Navigate to={paths.notFound.href()} replace />;
  return <RaterRatee key={`${parsed.tsSurveyId}/${parsed.rateeId}`} {...parsed} />;
}

function RaterRatee({ tsSurveyId, rateeId }: { tsSurveyId: number; rateeId: number }) {
  const { t } = useTranslation('team-survey');
  const context = useTsContext(tsSurveyId);
  const ratee = useRatee(rateeId);
  const skills = useRaterSkills(rateeId);
  usePageTitle(ratee.data?.fullName);
  if (ratee.isError) return <TsPageState state={loadOutcome(ratee.error)} />;
  // Only the ratee's raters have this page: the skills call answers 404 to anyone else.
  if (skills.isError && loadOutcome(skills.error) === 'notFound') {
    return <TsPageState state="notFound" />;
  }
  if (context.state !== 'ready') return <TsPageState state={context.state} />;
  if (!ratee.data) return <TsLoader />;
  if (ratee.data.tsSurveyId !== tsSurveyId) return <Navigate to={paths.notFound.href()} replace />;

  return (
    <>
      <TitleBand title={ratee.data.fullName} overline={context.survey.title} size="lg" />
      <SurveyBody size="lg">
        <Stack gap="lg">
          <BackLink to={paths.tsDashboard.href(tsSurveyId)} label={t('setup.back')} />
          <RateeCard ratee={ratee.data} viewer="rater" headingLevel="h2" links={false} />
          {!ratee.data.isLive && <NotLiveNotice />}
          <Text component="p" m={0}>
            {t('rate.intro')}
          </Text>
          {skills.isError ? (
            <FormAlert message={t('load_failed')} />
          ) : !skills.data ? (
            <TsLoader />
          ) : skills.data.length === 0 ? (
            <Text>{t('setup.no_skills')}</Text>
          ) : (
            <SkillGroups
              skills={skills.data}
              tsSurveyId={tsSurveyId}
              rateeId={rateeId}
              canRate={ratee.data.isLive}
            />
          )}
        </Stack>
      </SurveyBody>
    </>
  );
}
