import { Stack } from '@mantine/core';
import { FormAlert } from '../../../components/form-alert';
import { useTranslation } from '../../../lib/i18n';
import { useOwnRatee } from '../api/get-own-ratee';
import { useRateeManager } from '../api/get-ratee-manager';
import { ManagerCard } from './manager-card';
import { RateeCard } from './ratee-card';
import { type CardLayout, RateeGrid } from './ratee-grid';
import { SectionHeading } from './section-heading';
import { TsLoader } from './ts-loader';

/**
 * team-survey spec §2 "Dashboard": a ratee sees their own card and their performance manager's
 * (email, picture and a send-email link).
 */
export function OwnSection({ tsSurveyId, layout }: { tsSurveyId: number; layout: CardLayout }) {
  const { t } = useTranslation('team-survey');
  const own = useOwnRatee(tsSurveyId, true);
  return (
    <Stack gap="md" component="section" aria-labelledby="ts-own-heading">
      <SectionHeading id="ts-own-heading" title={t('board.own_heading')} />
      {own.isError ? (
        <FormAlert message={t('load_failed')} />
      ) : !own.data ? (
        <TsLoader />
      ) : (
        <RateeGrid layout={layout} label={t('board.own_heading')}>
          {[
            { key: 'own', node: <RateeCard ratee={own.data} viewer="ratee" /> },
            { key: 'manager', node: <OwnManager rateeId={own.data.id} /> },
          ]}
        </RateeGrid>
      )}
    </Stack>
  );
}

function OwnManager({ rateeId }: { rateeId: number }) {
  const { t } = useTranslation('team-survey');
  const manager = useRateeManager('ratee', rateeId);
  if (manager.isError) return <FormAlert message={t('load_failed')} />;
  if (!manager.data) return <TsLoader />;
  return <ManagerCard manager={manager.data} />;
}
