import { Button, Group, Stack } from '@mantine/core';
import type { PersonSummary } from '@portal/shared/admin-people';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { useTranslation } from '../../../lib/i18n';
import {
  useDownloadPersonData,
  useSetPersonAdmin,
  useSetPersonDeactivation,
} from '../api/change-person';
import { personName } from '../rules/people';
import { AdminConfirmDialog } from './admin-confirm-dialog';
import { ErasePersonDialog } from './erase-person-dialog';
import { ImpersonationLinkPanel } from './impersonation-link-panel';

/*
 * Which confirmation is open, fixed when it opens: the person's data refreshes while the dialog
 * closes, and its words must not flip to the opposite action on the way out.
 */
type Dialog = 'grant' | 'revoke' | 'deactivate' | 'reactivate' | 'erase' | null;

/** What the console can do to a person (issue 13 "People"); each change is confirmed first. */
export function PersonActions({ person }: { person: PersonSummary }) {
  const { t } = useTranslation('admin');
  const [dialog, setDialog] = useState<Dialog>(null);
  const setAdmin = useSetPersonAdmin(person.id);
  const setDeactivation = useSetPersonDeactivation(person.id);
  const download = useDownloadPersonData(person.id);
  const name = personName(person);
  const deactivated = person.deactivatedAt !== null;
  const [adminAction, setAdminAction] = useState<'grant' | 'revoke'>('grant');
  const [activeAction, setActiveAction] = useState<'deactivate' | 'reactivate'>('deactivate');
  const open = (next: Exclude<Dialog, null>) => {
    if (next === 'grant' || next === 'revoke') setAdminAction(next);
    if (next === 'deactivate' || next === 'reactivate') setActiveAction(next);
    setDialog(next);
  };
  const close = () => {
    setAdmin.reset();
    setDeactivation.reset();
    setDialog(null);
  };
  return (
    <Stack gap="md">
      <ImpersonationLinkPanel userId={person.id} />
      <Group gap="xs" wrap="wrap">
        <Button variant="default" onClick={() => open(person.isAdmin ? 'revoke' : 'grant')}>
          {person.isAdmin ? t('people.admin.revoke') : t('people.admin.grant')}
        </Button>
        <Button
          variant="default"
          color="red.9"
          onClick={() => open(deactivated ? 'reactivate' : 'deactivate')}
        >
          {deactivated ? t('people.deactivation.reactivate') : t('people.deactivation.deactivate')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          loading={download.isPending}
          onClick={() => download.mutate()}
        >
          {t('people.download')}
        </Button>
        <Button
          color="red.9"
          leftSection={<IconTrash size={16} aria-hidden="true" />}
          onClick={() => open('erase')}
        >
          {t('people.erase.open')}
        </Button>
      </Group>
      <FormAlert message={download.error?.message} />
      <AdminConfirmDialog
        opened={dialog === 'grant' || dialog === 'revoke'}
        onClose={close}
        destructive={false}
        title={t(`people.admin.${adminAction}`)}
        message={t(`people.admin.${adminAction}_message`, { name })}
        confirmLabel={t(`people.admin.${adminAction}`)}
        pending={setAdmin.isPending}
        error={setAdmin.error?.message}
        onConfirm={() =>
          setAdmin.mutate({ isAdmin: adminAction === 'grant' }, { onSuccess: close })
        }
      />
      <AdminConfirmDialog
        opened={dialog === 'deactivate' || dialog === 'reactivate'}
        onClose={close}
        title={t(`people.deactivation.${activeAction}`)}
        message={t(`people.deactivation.${activeAction}_message`, { name })}
        confirmLabel={t(`people.deactivation.${activeAction}`)}
        pending={setDeactivation.isPending}
        error={setDeactivation.error?.message}
        onConfirm={() =>
          setDeactivation.mutate(
            { deactivated: activeAction === 'deactivate' },
            { onSuccess: close },
          )
        }
      />
      <ErasePersonDialog person={person} opened={dialog === 'erase'} onClose={close} />
    </Stack>
  );
}
