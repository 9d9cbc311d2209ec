import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IPULSE_COMMENT_MAX } from '@portal/shared/survey-products';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { submitIpulseComment } from '../api/submit-ipulse-comment';
import { UnsavedNotice } from '../components/unsaved-notice';
import { useSubmitWithRetry } from '../hooks/use-submit-with-retry';
import { useTakingContext } from '../hooks/use-taking-context';
import { completeHref } from '../rules/start-decision';
import { draftKey, removeDraft, useDraft } from '../storage/drafts';
import { completeLocally } from '../storage/local-records';

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * platform spec §2 "iPulse ... then an optional comment page": a growing text box of at most
 * 2000 characters; saving it, empty or not, completes the iPulse.
 */
export function IpulseCommentPage() {
  const { t } = useTranslation('surveys');
  const navigate = useNavigate();
  const { userId, record } = useTakingContext();
  const key = draftKey({
    userId,
    product: 'ipulse',
    surveyUserId: record.surveyUserId,
    part: 'comment',
  });
  const { draft, setValue, setPending } = useDraft<string, string>(key, isText, () => '');
  const saver = useSubmitWithRetry<string, { isCompleted: true }>({
    send: (comment) => submitIpulseComment(record.surveyUserId, { comment }),
    onSaved: () => {
      removeDraft(key);
      completeLocally(userId, record);
      navigate(completeHref(record.surveyProductTitle), { replace: true });
    },
    pending: draft.pending,
    setPending,
  });
  const length = draft.value.length;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        saver.submit(draft.value.trim());
      }}
      aria-label={t('comment.title')}
    >
      <Stack gap="md">
        <Text fz="lg">{t('comment.intro')}</Text>
        <UnsavedNotice
          status={saver.status}
          error={saver.error}
          retryInMs={saver.retryInMs}
          onRetry={saver.retry}
        />
        <Textarea
          id="ipulse-comment"
          label={t('comment.label')}
          value={draft.value}
          onChange={(event) => setValue(event.currentTarget.value.slice(0, IPULSE_COMMENT_MAX))}
          maxLength={IPULSE_COMMENT_MAX}
          autosize
          minRows={4}
          maxRows={12}
          description={t('comment.count', { length, max: IPULSE_COMMENT_MAX })}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={saver.status === 'saving'}>
            {t('comment.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
