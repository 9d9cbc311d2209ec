import { Alert, Loader, Modal } from '@mantine/core';
import { CONTENT_PAGES } from '@portal/shared/limits';
import { SafeHtml } from '../../../components/safe-html';
import { useTranslation } from '../../../lib/i18n';
import { useContentPage } from '../api/get-content-page';

/** Content page 103 in a dialog (platform spec §2, §9). */
export function RegistrationInfoModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('content');
  const page = useContentPage(CONTENT_PAGES.registrationInfo);
  return (
    <Modal
      opened
      onClose={onClose}
      title={page.data?.title ?? t('registration_info.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {page.isPending && <Loader size="sm" aria-label={t('loading')} />}
      {page.isError && <Alert color="red">{t('load_failed')}</Alert>}
      {page.data && <SafeHtml html={page.data.content} />}
    </Modal>
  );
}
