import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { BrandField } from '../../../components/brand-field';
import { FormAlert } from '../../../components/form-alert';
import { PaleCard } from '../../../components/pale-card';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useCurrentUser } from '../api/get-me';
import { InvitationForm } from '../components/invitation-form';
import { safeNextPath } from '../rules/safe-next';

/**
 * Issue 11: /invitation/{token}, the one-time link of the mail sent when a 360 manager names
 * someone with no account yet. They choose a password, are signed in as sign-in does it and land
 * on the server's `next` (the 360 dashboard). The token stays in memory: it is not stored, and
 * the page's history entry is replaced once it is spent, so Back does not lead to it.
 */
export function InvitationPage() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const { token } = useParams();
  const { user } = useCurrentUser();
  const [deadLink, setDeadLink] = useState<string | null>(null);
  usePageTitle(t('invitation.title'));
  if (!token) return <Navigate to={paths.notFound.href()} replace />;

  return (
    <BrandField size="xs">
      <Container size={520} p={0}>
        <Stack gap={4} mb="lg">
          <Title order={1} c="white">
            {t('invitation.title')}
          </Title>
          {!deadLink && (
            <Text c="white" fz="lg">
              {t('invitation.intro')}
            </Text>
          )}
        </Stack>
        <PaleCard>
          {deadLink ? (
            <Stack gap="md">
              <FormAlert message={deadLink} />
              <Anchor component={Link} to={paths.requestResetPassword.href()} fw={600}>
                {t('invitation.new_link')}
              </Anchor>
            </Stack>
          ) : (
            <Stack gap="md">
              {user && <Text fz="sm">{t('invitation.signed_in_as', { name: user.fullName })}</Text>}
              <InvitationForm
                token={token}
                onAccepted={(next) => navigate(safeNextPath(next), { replace: true })}
                onDeadLink={setDeadLink}
              />
            </Stack>
          )}
        </PaleCard>
      </Container>
    </BrandField>
  );
}
