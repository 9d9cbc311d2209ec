import {
  Alert,
  Button,
  FileButton,
  Group,
  List,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  INVITATION_EMAILS_MAX,
  type InviteResponse,
  RemindOnSchema,
} from '@portal/shared/admin-invitations';
import { IconFileUpload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { DoneAlert } from '../../../components/done-alert';
import { FormAlert } from '../../../components/form-alert';
import { ApiError } from '../../../lib/api-client';
import { useErrorText, useTranslation } from '../../../lib/i18n';
import { type TargetParams, useInvite } from '../api/invitations';
import { checkAddresses, csvAddresses, splitPasted } from '../rules/invitation-emails';

/**
 * The invitation form (issue 13): addresses pasted (a line each, or commas, semicolons) or read
 * from a CSV file in the browser, checked as they are typed by the API's own schema, so the wrong
 * ones are listed before anything is sent; an optional reminder day; then what was done.
 */
export function InvitationForm({ target }: { target: TargetParams }) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const [text, setText] = useState('');
  const [remindOn, setRemindOn] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<InviteResponse | null>(null);
  const invite = useInvite();
  const read = useMemo(() => checkAddresses(splitPasted(text)), [text]);
  const remindError = remindOn
    ? errorText(RemindOnSchema.safeParse(remindOn).error?.issues[0])
    : undefined;
  const tooMany = read.valid.length > INVITATION_EMAILS_MAX;

  const onFile = async (file: File | null) => {
    setFileError(null);
    if (!file) return;
    try {
      const found = csvAddresses(await file.text());
      if (found.length === 0) setFileError(t('invitations.csv_empty'));
      else setText((before) => [before.trim(), ...found].filter(Boolean).join('\n'));
    } catch {
      setFileError(t('invitations.csv_unreadable'));
    }
  };

  const send = () => {
    setOutcome(null);
    invite.mutate(
      { ...target, emails: read.valid, ...(remindOn ? { remindOn } : {}) },
      {
        onSuccess: (result) => {
          setOutcome(result);
          setText('');
        },
      },
    );
  };

  const serverErrors = invite.error instanceof ApiError ? invite.error.errors : {};
  return (
    <Stack gap="sm">
      <Textarea
        label={t('invitations.emails')}
        description={t('invitations.emails_hint')}
        // Addresses read left to right, in an Arabic page too.
        dir="ltr"
        autosize
        minRows={4}
        maxRows={12}
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setOutcome(null);
        }}
      />
      <Group gap="xs">
        <FileButton onChange={onFile} accept=".csv,text/csv,text/plain">
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconFileUpload size={16} />}>
              {t('invitations.upload_csv')}
            </Button>
          )}
        </FileButton>
        <Text fz="sm" c="navy.7" aria-live="polite">
          {t('invitations.ready', { count: read.valid.length })}
          {read.repeated > 0 && ` · ${t('invitations.repeated', { count: read.repeated })}`}
        </Text>
      </Group>
      <FormAlert message={fileError} />
      {read.invalid.length > 0 && (
        <Alert
          color="red"
          variant="light"
          title={t('invitations.invalid_title')}
          styles={{ title: { color: 'var(--mantine-color-red-9)' } }}
        >
          <List size="sm" spacing={2}>
            {read.invalid.slice(0, 50).map((item) => (
              <List.Item key={item.text}>
                <Text span fw={600} fz="sm" style={{ unicodeBidi: 'isolate', direction: 'ltr' }}>
                  {item.text}
                </Text>
                {' — '}
                {errorText({ message: item.message })}
              </List.Item>
            ))}
          </List>
          {read.invalid.length > 50 && (
            <Text fz="sm">
              {t('invitations.invalid_more', { count: read.invalid.length - 50 })}
            </Text>
          )}
          <Text fz="sm" mt={4}>
            {t('invitations.invalid_skipped')}
          </Text>
        </Alert>
      )}
      <FormAlert
        message={tooMany ? t('invitations.too_many', { max: INVITATION_EMAILS_MAX }) : null}
      />
      <TextInput
        type="date"
        label={t('invitations.remind_on')}
        description={t('invitations.remind_on_hint')}
        value={remindOn}
        onChange={(e) => setRemindOn(e.currentTarget.value)}
        error={remindError}
        w={{ base: '100%', xs: 260 }}
      />
      <FormAlert
        message={
          invite.error
            ? [
                invite.error.message,
                ...Object.entries(serverErrors).map(([field, m]) => `${field}: ${m.join(' ')}`),
              ].join('\n')
            : null
        }
      />
      {outcome && (
        <DoneAlert title={t('invitations.sent_title')}>
          <Text fz="sm">{t('invitations.sent_count', { count: outcome.invited })}</Text>
          {outcome.newPeople.length > 0 && (
            <Text fz="sm">{t('invitations.new_people', { count: outcome.newPeople.length })}</Text>
          )}
          {outcome.alreadyInvited.length > 0 && (
            <Text fz="sm">
              {t('invitations.already_invited', { count: outcome.alreadyInvited.length })}{' '}
              {outcome.alreadyInvited.slice(0, 10).join(', ')}
            </Text>
          )}
        </DoneAlert>
      )}
      <Group>
        <Button
          onClick={send}
          loading={invite.isPending}
          disabled={read.valid.length === 0 || tooMany || Boolean(remindError)}
        >
          {t('invitations.send', { count: read.valid.length })}
        </Button>
      </Group>
    </Stack>
  );
}
