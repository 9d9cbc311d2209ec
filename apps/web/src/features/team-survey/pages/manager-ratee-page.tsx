import { Button, Grid, Group, Stack, Tabs } from '@mantine/core';
import type { TsRatee } from '@portal/shared/team-survey';
import { IconChartBar, IconListCheck, IconStar, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { SurveyBody, TitleBand } from '../../../components/title-band';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useRatee } from '../api/get-ratee';
import { BackLink } from '../components/back-link';
import { GoalsSection } from '../components/goals-section';
import { PublishModal } from '../components/publish-modal';
import { RateeCard } from '../components/ratee-card';
import { RatersTab } from '../components/raters-tab';
import { ReviewDates } from '../components/review-dates';
import { SkillsTab } from '../components/skills-tab';
import { TsPageState } from '../components/ts-page-state';
import { useTsContext } from '../hooks/use-ts-context';
import { setupActions } from '../rules/card-actions';
import { loadOutcome } from '../rules/load-outcome';
import { parseRateeParams } from '../rules/route-params';

/** team-survey spec §2 "Manager setup page" at /360/{tsSurveyId}/manager/{tsManagerRateeId}. */
export function ManagerRateePage() {
  const parsed = parseRateeParams(useParams(), 'tsManagerRateeId');
  if (!parsed) return <Navigate to={paths.notFound.href()} replace />;
  return <ManagerRatee key={`${parsed.tsSurveyId}/${parsed.rateeId}`} {...parsed} />;
}

function ManagerRatee({ tsSurveyId, rateeId }: { tsSurveyId: number; rateeId: number }) {
  const context = useTsContext(tsSurveyId);
  const ratee = useRatee(rateeId);
  usePageTitle(ratee.data?.fullName);
  if (ratee.isError) return <TsPageState state={loadOutcome(ratee.error)} />;
  if (context.state !== 'ready') return <TsPageState state={context.state} />;
  if (!ratee.data) return <TsPageState state="loading" />;
  // Only the ratee's manager sets it up; a ratee of another survey is not found here.
  if (context.managerId === null || ratee.data.tsSurveyId !== tsSurveyId) {
    return <Navigate to={paths.notFound.href()} replace />;
  }
  return (
    <SetupView
      ratee={ratee.data}
      managerId={context.managerId}
      surveyTitle={context.survey.title}
    />
  );
}

function SetupView({
  ratee,
  managerId,
  surveyTitle,
}: {
  ratee: TsRatee;
  managerId: number;
  surveyTitle: string;
}) {
  const { t } = useTranslation('team-survey');
  const [publishing, setPublishing] = useState<TsRatee | null>(null);
  const actions = setupActions(ratee);
  return (
    <>
      <TitleBand title={ratee.fullName} overline={surveyTitle} size="lg" />
      <SurveyBody size="lg">
        <Stack gap="lg">
          <BackLink to={paths.tsDashboard.href(ratee.tsSurveyId)} label={t('setup.back')} />
          <Grid gap="lg" align="stretch">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <RateeCard
                ratee={ratee}
                viewer="manager"
                onPublish={setPublishing}
                headingLevel="h2"
                links={false}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Stack gap="md">
                <ReviewDates rateeId={ratee.id} />
                {/* spec §2: Results, Everyday and Overall appear only once the ratee is live. */}
                {actions.ratings && (
                  <Group gap="sm">
                    <Button
                      component={Link}
                      to={paths.tsUserResults.href(ratee.tsSurveyId, ratee.id)}
                      leftSection={<IconChartBar size={16} aria-hidden="true" />}
                    >
                      {t('results.link')}
                    </Button>
                    {(['everyday', 'overall'] as const).map((type) => (
                      <Button
                        key={type}
                        component={Link}
                        to={paths.tsManagerRating.href(ratee.tsSurveyId, ratee.id, type)}
                        variant="outline"
                        leftSection={<IconStar size={16} aria-hidden="true" />}
                      >
                        {t(`setup.${type}`)}
                      </Button>
                    ))}
                  </Group>
                )}
              </Stack>
            </Grid.Col>
          </Grid>
          {/* Issue 12: the ratee's goals, once live (only then can goals be set). */}
          {actions.ratings && (
            <GoalsSection
              tsSurveyId={ratee.tsSurveyId}
              rateeId={ratee.id}
              rateeName={ratee.fullName}
              viewer="manager"
              isLive={ratee.isLive}
            />
          )}
          <Tabs defaultValue="users" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="users" leftSection={<IconUsers size={16} aria-hidden="true" />}>
                {t('setup.tab_users')}
              </Tabs.Tab>
              <Tabs.Tab value="skills" leftSection={<IconListCheck size={16} aria-hidden="true" />}>
                {t('setup.tab_skills')}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="users" pt="lg">
              <RatersTab rateeId={ratee.id} managerId={managerId} canChange={actions.change} />
            </Tabs.Panel>
            <Tabs.Panel value="skills" pt="lg">
              <SkillsTab rateeId={ratee.id} managerId={managerId} canChange={actions.change} />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      </SurveyBody>
      <PublishModal ratee={publishing} managerId={managerId} onClose={() => setPublishing(null)} />
    </>
  );
}
