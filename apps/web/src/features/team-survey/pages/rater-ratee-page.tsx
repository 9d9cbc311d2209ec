import { Stack, Text } from '@mantine/core';
import type { TsSkill } from '@portal/shared/team-survey';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { SurveyBody, TitleBand } from '../../../components/title-band';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { usePageTitle } from '../../../lib/page-title';
import { useOwnRatee } from '../api/get-own-ratee';
import { useRatee } from '../api/get-ratee';
import { raterSkillsQueryOptions } from '../api/get-rater-skills';
import { BackLink } from '../components/back-link';
import { GoalsSection } from '../components/goals-section';
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
 * ratee's own page at the same address (issue 12) shows their card and their goals instead of
 * skills to rate; raters never see goals.
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
  const locale = useLocale();
  // Whether this is the ratee's own page: their `ratees/my/` card is this ratee.
  const isRatee = context.state === 'ready' && context.roles.includes('ratee');
  const own = useOwnRatee(tsSurveyId, isRatee);
  const self = isRatee && own.data?.id === rateeId;
  const skills = useQuery({
    ...raterSkillsQueryOptions(rateeId, locale),
    enabled: context.state === 'ready' && !(isRatee && own.isPending) && !self,
  });
  usePageTitle(ratee.data?.fullName);
  if (ratee.isError) return <TsPageState state={loadOutcome(ratee.error)} />;
  // Only the ratee's raters have this page: the skills call answers 404 to anyone else.
  if (skills.isError && loadOutcome(skills.error) === 'notFound') {
    return <TsPageState state="notFound" />;
  }
  if (context.state !== 'ready') return <TsPageState state={context.state} />;
  if (!ratee.data || (isRatee && own.isPending)) return <TsLoader />;
  if (ratee.data.tsSurveyId !== tsSurveyId) return <Navigate to={paths.notFound.href()} replace />;

  return (
    <>
      <TitleBand title={ratee.data.fullName} overline={context.survey.title} size="lg" />
      <SurveyBody size="lg">
        <Stack gap="lg">
          <BackLink to={paths.tsDashboard.href(tsSurveyId)} label={t('setup.back')} />
          <RateeCard
            ratee={ratee.data}
            viewer={self ? 'ratee' : 'rater'}
            headingLevel="h2"
            links={false}
          />
          {self ? (
            <GoalsSection
              tsSurveyId={tsSurveyId}
              rateeId={rateeId}
              rateeName={ratee.data.fullName}
              viewer="ratee"
              isLive={ratee.data.isLive}
            />
          ) : (
            <RaterSkills
              skills={skills}
              tsSurveyId={tsSurveyId}
              rateeId={rateeId}
              isLive={ratee.data.isLive}
            />
          )}
        </Stack>
      </SurveyBody>
    </>
  );
}

/** The rater's part: the skills to rate (or a notice while the ratee is not live). */
function RaterSkills({
  skills,
  tsSurveyId,
  rateeId,
  isLive,
}: {
  skills: UseQueryResult<TsSkill[]>;
  tsSurveyId: number;
  rateeId: number;
  isLive: boolean;
}) {
  const { t } = useTranslation('team-survey');
  return (
    <>
      {!isLive && <NotLiveNotice />}
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
          canRate={isLive}
        />
      )}
    </>
  );
}
