import type { TsRatee } from '@portal/shared/team-survey';
import { useTranslation } from '../../../lib/i18n';
import { usePublishRatee } from '../api/publish-ratee';
import { ConfirmActionModal } from './confirm-action-modal';

/** team-survey spec §2, §4: confirm-publish-modal; the ratee goes live once confirmed. */
export function PublishModal({
  ratee,
  managerId,
  onClose,
}: {
  ratee: TsRatee | null;
  managerId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('team-survey');
  const publish = usePublishRatee(managerId);
  return (
    <ConfirmActionModal
      opened={ratee !== null}
      title={t('modals.publish_title')}
      text={t('modals.publish_text', { name: ratee?.fullName ?? '' })}
      confirmLabel={t('card.publish')}
      onConfirm={() => (ratee ? publish.mutateAsync(ratee.id) : Promise.resolve())}
      onClose={onClose}
    />
  );
}
