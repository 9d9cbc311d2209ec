import { Grid, Stack, Text, Title } from '@mantine/core';
import type { IcoachCategory } from '@portal/shared/icoach';
import { type ReactNode, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { SurveyBody, TitleBand } from '../../../components/title-band';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { useSessionUserId } from '../../../lib/session';
import { useIcoachDashboard } from '../api/get-icoach-dashboard';
import { BlockedNotice } from '../components/blocked-notice';
import { CategoryNav } from '../components/category-nav';
import { CourseCertificate } from '../components/course-certificate';
import { IcoachLoader } from '../components/icoach-loader';
import { SkillCard } from '../components/skill-card';
import { TokenEntry } from '../components/token-entry';
import { useCourseLook } from '../hooks/use-course-look';
import { useIcoachRecord } from '../hooks/use-icoach-record';
import type { StartSession } from '../hooks/use-token-entry';
import { blockedOutcome } from '../rules/begin-decision';
import { categoryKey } from '../rules/categories';
import { isCourseCompleted, skillsOf } from '../rules/dashboard-counts';
import { parseDashboardParams } from '../rules/route-params';
import { type LocalIcoachRecord, saveCategory } from '../storage/local-records';

/**
 * platform spec §2 "iCoach dashboard" at /icoach/{icoachUserId}/dashboard/{accessCode?}/{token?};
 * with an access code and a token it is a sign-in link (token entry) to the course's welcome.
 */
export function IcoachDashboardPage({ startSession }: { startSession: StartSession }) {
  const parsed = parseDashboardParams(useParams());
  if (!parsed) return <Navigate to={paths.notFound.href()} replace />;
  if (parsed.accessCode && parsed.token) {
    return (
      <TokenEntry accessCode={parsed.accessCode} token={parsed.token} startSession={startSession} />
    );
  }
  return (
    <LearnerDashboard
      key={parsed.icoachUserId}
      icoachUserId={parsed.icoachUserId}
      accessCode={parsed.accessCode}
    />
  );
}

function LearnerDashboard({
  icoachUserId,
  accessCode,
}: {
  icoachUserId: number;
  accessCode: string | null;
}) {
  const { t } = useTranslation('icoach');
  const userId = useSessionUserId();
  const found = useIcoachRecord(userId, icoachUserId);
  // A visitor with the course's code signs in on its welcome page.
  if (userId === null && accessCode) {
    return <Navigate to={paths.icoachWelcome.href(accessCode)} replace />;
  }
  if (found.state === 'missing') return <Navigate to={paths.notFound.href()} replace />;
  if (found.state === 'loading') return <IcoachLoader />;
  if (found.state === 'failed') {
    return (
      <SurveyBody>
        <FormAlert message={t('load_failed')} />
      </SurveyBody>
    );
  }
  if (found.state === 'blocked') {
    return (
      <SurveyBody>
        <BlockedNotice message={found.message} needsPackage={found.needsPackage} />
      </SurveyBody>
    );
  }
  return <DashboardView record={found.record} userId={userId ?? 0} />;
}

function DashboardView({ record, userId }: { record: LocalIcoachRecord; userId: number }) {
  const { t } = useTranslation('icoach');
  const title = useCourseLook(record);
  const dashboard = useIcoachDashboard(record.icoachCourseId, record.icoachUserId);
  // platform spec §2: soft skills unless another category was chosen (kept in the record).
  const [category, setCategory] = useState<IcoachCategory>(record.icoachSkillCategoryId);
  const choose = (next: IcoachCategory) => {
    setCategory(next);
    saveCategory(userId, record.icoachUserId, next);
  };

  let body: ReactNode;
  if (dashboard.isError) {
    const outcome = blockedOutcome(dashboard.error);
    if (outcome.type === 'notFound') return <Navigate to={paths.notFound.href()} replace />;
    body =
      outcome.type === 'failed' ? (
        <FormAlert message={t('load_failed')} />
      ) : (
        <BlockedNotice message={outcome.message} needsPackage={outcome.type === 'package'} />
      );
  } else if (!dashboard.data) {
    body = <IcoachLoader />;
  } else {
    const skills = skillsOf(dashboard.data, category);
    body = (
      <Stack gap="lg">
        {isCourseCompleted(dashboard.data) && (
          <CourseCertificate icoachUserId={record.icoachUserId} />
        )}
        <Grid gap="lg" align="flex-start">
          {/* platform spec §2: categories on the left; on a phone they come first, above. */}
          <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
            <CategoryNav dashboard={dashboard.data} selected={category} onSelect={choose} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
            <Stack gap="md" component="section" aria-labelledby="icoach-category-heading">
              <Title order={2} id="icoach-category-heading" fz="h3">
                {t(categoryKey(category))}
              </Title>
              {skills.length === 0 ? (
                <Text>{t('board.no_skills')}</Text>
              ) : (
                <Grid gap="md">
                  {skills.map((skill) => (
                    <Grid.Col key={skill.id} span={{ base: 12, sm: 6, lg: 4 }}>
                      <SkillCard skill={skill} icoachUserId={record.icoachUserId} />
                    </Grid.Col>
                  ))}
                </Grid>
              )}
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    );
  }

  return (
    <>
      <TitleBand title={title} overline={t('board.overline')} size="lg" />
      <SurveyBody size="lg">{body}</SurveyBody>
    </>
  );
}
