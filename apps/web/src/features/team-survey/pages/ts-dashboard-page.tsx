import { Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { SurveyBody, TitleBand } from '../../../components/title-band';
import { paths } from '../../../config/paths';
import { useShowCustomerLogos } from '../../../lib/customer-logos';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { AssignedSection } from '../components/assigned-section';
import { LayoutToggle } from '../components/layout-toggle';
import { ManagedSection } from '../components/managed-section';
import { OwnSection } from '../components/own-section';
import type { CardLayout } from '../components/ratee-grid';
import { TsPageState } from '../components/ts-page-state';
import { useTsContext } from '../hooks/use-ts-context';
import { parseId } from '../rules/route-params';

/** team-survey spec §2 "Dashboard" at /360/{tsSurveyId}/dashboard. */
export function TsDashboardPage() {
  const tsSurveyId = parseId(useParams().tsSurveyId);
  if (!tsSurveyId) return <Navigate to={paths.notFound.href()} replace />;
  return <TsDashboard key={tsSurveyId} tsSurveyId={tsSurveyId} />;
}

function TsDashboard({ tsSurveyId }: { tsSurveyId: number }) {
  const { t } = useTranslation('team-survey');
  const context = useTsContext(tsSurveyId);
  const ready = context.state === 'ready' ? context : null;
  const title = ready ? t('board.title', { title: ready.survey.title }) : undefined;
  usePageTitle(title);
  useShowCustomerLogos(ready?.survey.logos.map((logo) => logo.fileURL));
  const [layout, setLayout] = useState<CardLayout>(2);

  if (!ready || title === undefined)
    return <TsPageState state={context.state === 'ready' ? 'loading' : context.state} />;
  const { roles, managerId } = ready;
  // A person with several roles sees each role's section (spec §1: "A user may hold several").
  return (
    <>
      <TitleBand title={title} overline={t('overline')} size="lg" />
      <SurveyBody size="lg">
        <Stack gap="xl">
          {/* On a phone both layouts are one column: the toggle would change nothing. */}
          <Group justify="flex-end" visibleFrom="sm">
            <LayoutToggle value={layout} onChange={setLayout} />
          </Group>
          {roles.includes('manager') && managerId !== null && (
            <ManagedSection tsSurveyId={tsSurveyId} managerId={managerId} layout={layout} />
          )}
          {roles.includes('rater') && <AssignedSection tsSurveyId={tsSurveyId} layout={layout} />}
          {roles.includes('ratee') && <OwnSection tsSurveyId={tsSurveyId} layout={layout} />}
        </Stack>
      </SurveyBody>
    </>
  );
}
