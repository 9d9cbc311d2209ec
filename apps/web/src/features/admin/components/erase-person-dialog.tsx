import { Stack, Text, TextInput } from '@mantine/core';
import type { PersonSummary } from '@portal/shared/admin-people';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { useErasePerson } from '../api/change-person';
import { matchesTypedConfirmation, personName } from '../rules/people';
import { AdminConfirmDialog } from './admin-confirm-dialog';

/**
 * Erasing a person (docs/decisions/025-erasing-a-person.md) cannot be undone: the administrator
 * types the person's email before the button does anything.
 */
export function ErasePersonDialog({
  person,
  opened,
  onClose,
}: {
  person: PersonSummary;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const erase = useErasePerson(person.id);
  const [typed, setTyped] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const close = () => {
    setTyped('');
    setMismatch(false);
    erase.reset();
    onClose();
  };
  const confirm = () => {
    if (!matchesTypedConfirmation(typed, person.email)) {
      setMismatch(true);
      return;
    }
    erase.mutate(undefined, {
      onSuccess: () => navigate(paths.adminPeople.href(), { replace: true }),
    });
  };
  return (
    <AdminConfirmDialog
      opened={opened}
      onClose={close}
      onConfirm={confirm}
      title={t('people.erase.title')}
      confirmLabel={t('people.erase.confirm')}
      pending={erase.isPending}
      error={erase.error?.message}
      message={
        <Stack gap="sm">
          <Text>{t('people.erase.message', { name: personName(person) })}</Text>
          <TextInput
            label={t('people.erase.type_email', { email: person.email })}
            value={typed}
            onChange={(event) => {
              setTyped(event.currentTarget.value);
              setMismatch(false);
            }}
            autoComplete="off"
            spellCheck={false}
            error={mismatch ? t('people.erase.mismatch') : undefined}
          />
        </Stack>
      }
    />
  );
}
