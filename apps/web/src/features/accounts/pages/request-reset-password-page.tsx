import { Container, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { BrandField } from '../../../components/brand-field';
import { PaleCard } from '../../../components/pale-card';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { RequestResetForm } from '../components/request-reset-form';
import { ResetPasswordForm } from '../components/reset-password-form';

/**
 * platform spec §2: /request-reset-password and /reset-password/{email}/{token} are one page;
 * with email and token it shows step 2, otherwise step 1. A cancel button goes back.
 */
export function RequestResetPasswordPage() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const { email, token } = useParams();
  const stepTwo = Boolean(email && token);
  usePageTitle(stepTwo ? t('reset.choose_title') : t('reset.request_title'));

  // Back where the user came from; a link opened from the mail has no page to go back to.
  const cancel = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(paths.home.href());
  };

  return (
    <BrandField size="xs">
      <Container size={520} p={0}>
        <Title order={1} c="white" mb="lg">
          {stepTwo ? t('reset.choose_title') : t('reset.request_title')}
        </Title>
        <PaleCard>
          {email && token ? (
            <ResetPasswordForm email={email} token={token} onCancel={cancel} />
          ) : (
            <RequestResetForm onCancel={cancel} />
          )}
        </PaleCard>
      </Container>
    </BrandField>
  );
}
