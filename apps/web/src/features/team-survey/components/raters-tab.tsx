import { Button, Checkbox, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { TsRater } from '@portal/shared/team-survey';
import { IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { useTranslation } from '../../../lib/i18n';
import { useAddRater } from '../api/add-rater';
import { useRaters } from '../api/get-raters';
import { useRemoveRaters } from '../api/remove-rater';
import { ConfirmActionModal } from './confirm-action-modal';
import { PersonModal } from './person-modal';
import classes from './team-survey.module.css';
import { TsLoader } from './ts-loader';

interface RatersTabProps {
  rateeId: number;
  managerId: number;
  /** spec §4: add and remove are hidden once the ratee is live. */
  canChange: boolean;
}

/**
 * team-survey spec §2 "Users tab": the raters with a checkbox, name and Remove; Add a Support
 * Team Member and Remove selected. Removing asks first (confirm-remove-rater-modal).
 */
export function RatersTab({ rateeId, managerId, canChange }: RatersTabProps) {
  const { t } = useTranslation('team-survey');
  const raters = useRaters(rateeId);
  const add = useAddRater(managerId, rateeId);
  const remove = useRemoveRaters(managerId, rateeId);
  const [adding, setAdding] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const [removing, setRemoving] = useState<TsRater[] | null>(null);

  if (raters.isError) return <FormAlert message={t('load_failed')} />;
  if (!raters.data) return <TsLoader />;
  const list = raters.data;
  // Selections of raters no longer listed (removed) drop out.
  const chosen = list.filter((r) => selected.includes(r.id));
  const toggle = (id: number, on: boolean) =>
    setSelected((current) => (on ? [...current, id] : current.filter((x) => x !== id)));

  return (
    <Stack gap="md">
      {canChange && (
        <Group gap="sm">
          <Button
            onClick={() => setAdding(true)}
            leftSection={<IconUserPlus size={18} aria-hidden="true" />}
          >
            {t('setup.add_rater')}
          </Button>
          <Button
            variant="outline"
            color="red.9"
            disabled={chosen.length === 0}
            onClick={() => setRemoving(chosen)}
            leftSection={<IconTrash size={18} aria-hidden="true" />}
          >
            {t('setup.remove_selected')}
          </Button>
        </Group>
      )}
      {list.length === 0 ? (
        <Text>{t('setup.no_raters')}</Text>
      ) : (
        <div className={classes.tableWrap}>
          <Table verticalSpacing="sm" highlightOnHover captionSide="top">
            <Table.Caption>{t('setup.raters_caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {canChange && (
                  <Table.Th className={classes.checkCell}>
                    <Checkbox
                      aria-label={t('setup.select_all')}
                      checked={chosen.length === list.length}
                      indeterminate={chosen.length > 0 && chosen.length < list.length}
                      onChange={(event) =>
                        setSelected(event.currentTarget.checked ? list.map((r) => r.id) : [])
                      }
                    />
                  </Table.Th>
                )}
                <Table.Th>{t('setup.name')}</Table.Th>
                <Table.Th>{t('setup.email')}</Table.Th>
                {canChange && (
                  <Table.Th className={classes.actionCell}>
                    <VisuallyHidden>{t('setup.actions')}</VisuallyHidden>
                  </Table.Th>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((rater) => (
                <Table.Tr key={rater.id}>
                  {canChange && (
                    <Table.Td>
                      <Checkbox
                        aria-label={t('setup.select_rater', { name: rater.fullName })}
                        checked={selected.includes(rater.id)}
                        onChange={(event) => toggle(rater.id, event.currentTarget.checked)}
                      />
                    </Table.Td>
                  )}
                  <Table.Td fw={600}>{rater.fullName}</Table.Td>
                  <Table.Td className={classes.email}>{rater.email}</Table.Td>
                  {canChange && (
                    <Table.Td className={classes.actionCell}>
                      <Button
                        variant="subtle"
                        color="red"
                        c="red.9"
                        size="compact-sm"
                        onClick={() => setRemoving([rater])}
                        aria-label={t('setup.remove_named', { name: rater.fullName })}
                      >
                        {t('setup.remove')}
                      </Button>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
      <PersonModal
        kind="rater"
        opened={adding}
        onClose={() => setAdding(false)}
        onAdd={(body) => add.mutateAsync(body)}
      />
      <ConfirmActionModal
        opened={removing !== null}
        title={t('modals.remove_rater_title')}
        text={
          removing?.length === 1
            ? t('modals.remove_rater_text', { name: removing[0]?.fullName ?? '' })
            : t('modals.remove_raters_text', { number: removing?.length ?? 0 })
        }
        confirmLabel={t('setup.remove')}
        color="red.9"
        onConfirm={async () => {
          const ids = (removing ?? []).map((r) => r.id);
          await remove.mutateAsync(ids);
          setSelected((current) => current.filter((id) => !ids.includes(id)));
        }}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
