import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { type StartSession, useTokenEntry } from '../hooks/use-token-entry';

interface TokenEntryProps {
  accessCode: string;
  token: string;
  startSession: StartSession;
}

/** platform spec §2 "iCoach token entry": signing in with the link's token, then the welcome page. */
export function TokenEntry({ accessCode, token, startSession }: TokenEntryProps) {
  const { t } = useTranslation('icoach');
  useTokenEntry(accessCode, token, startSession);
  return (
    <Center flex={1} py="xl">
      <Stack align="center" gap="sm" role="status">
        <Loader aria-hidden="true" />
        <Text fw={600}>{t('link.signing_in')}</Text>
      </Stack>
    </Center>
  );
}
