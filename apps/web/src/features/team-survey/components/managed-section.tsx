import { Button, Stack, Text } from '@mantine/core';
import type { TsRatee } from '@portal/shared/team-survey';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { useTranslation } from '../../../lib/i18n';
import { useAddRatee } from '../api/add-ratee';
import { useManagedRatees } from '../api/get-managed-ratees';
import { PersonModal } from './person-modal';
import { PublishModal } from './publish-modal';
import { RateeCard } from './ratee-card';
import { type CardLayout, RateeGrid } from './ratee-grid';
import { SectionHeading } from './section-heading';
import { TsLoader } from './ts-loader';

/** team-survey spec §2 "Dashboard": a manager sees all their ratees and adds new ones. */
export function ManagedSection({
  tsSurveyId,
  managerId,
  layout,
}: {
  tsSurveyId: number;
  managerId: number;
  layout: CardLayout;
}) {
  const { t } = useTranslation('team-survey');
  const ratees = useManagedRatees(tsSurveyId, true);
  const add = useAddRatee(tsSurveyId, managerId);
  const [adding, setAdding] = useState(false);
  const [publishing, setPublishing] = useState<TsRatee | null>(null);
  return (
    <Stack gap="md" component="section" aria-labelledby="ts-managed-heading">
      <SectionHeading id="ts-managed-heading" title={t('board.managed_heading')}>
        <Button
          onClick={() => setAdding(true)}
          leftSection={<IconUserPlus size={18} aria-hidden="true" />}
        >
          {t('board.add_ratee')}
        </Button>
      </SectionHeading>
      {ratees.isError ? (
        <FormAlert message={t('load_failed')} />
      ) : !ratees.data ? (
        <TsLoader />
      ) : ratees.data.length === 0 ? (
        <Text>{t('board.none_managed')}</Text>
      ) : (
        <RateeGrid layout={layout} label={t('board.managed_heading')}>
          {ratees.data.map((ratee) => ({
            key: ratee.id,
            node: <RateeCard ratee={ratee} viewer="manager" onPublish={setPublishing} />,
          }))}
        </RateeGrid>
      )}
      <PersonModal
        kind="ratee"
        opened={adding}
        onClose={() => setAdding(false)}
        onAdd={(body) => add.mutateAsync(body)}
      />
      <PublishModal ratee={publishing} managerId={managerId} onClose={() => setPublishing(null)} />
    </Stack>
  );
}
