import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { ICOACH_COMMENT_MAX, IcoachCommentBodySchema } from '@portal/shared/icoach';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/form-alert';
import { isApiError } from '../../../lib/api-client';
import { applyServerErrors, fieldId, scrollToField } from '../../../lib/form-errors';
import { useErrorText, useTranslation } from '../../../lib/i18n';
import { useCreateComment } from '../api/create-comment';

const ID = 'icoach-comment';
/** The form's part of the call's schema (conventions, habit 2). */
const CommentFormSchema = IcoachCommentBodySchema.pick({ comment: true });

interface CommentFormProps {
  courseId: number;
  icoachUserId: number;
  skillId: number;
  step: number;
}

/**
 * platform spec §2, §5: a comment box that grows to 8 rows, required, at most 2,000 characters
 * (ICOACH_COMMENT_MAX) with a counter. Publishing one marks the step completed (§4).
 */
export function CommentForm({ courseId, icoachUserId, skillId, step }: CommentFormProps) {
  const { t } = useTranslation('icoach');
  const errorText = useErrorText();
  const create = useCreateComment(icoachUserId);
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [published, setPublished] = useState(false);
  const { register, handleSubmit, formState, setError, reset, watch } = useForm({
    resolver: zodResolver(CommentFormSchema),
    defaultValues: { comment: '' },
  });
  const length = watch('comment').length;

  const onSubmit = handleSubmit(
    async ({ comment }) => {
      setGeneralError(null);
      setPublished(false);
      try {
        await create.mutateAsync({ icoachId: courseId, skillId, stepId: step, comment });
        reset();
        setPublished(true);
      } catch (error) {
        const set = applyServerErrors(error, ['comment'], setError);
        if (set.length) scrollToField(fieldId(ID, 'comment'));
        else {
          setGeneralError(
            isApiError(error) && error.status < 500 && error.message
              ? error.message
              : t('errors.internal'),
          );
        }
      }
    },
    () => scrollToField(fieldId(ID, 'comment')),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${ID}-heading`}>
      <Stack gap="sm">
        <Text component="h3" fz="h4" fw={700} id={`${ID}-heading`}>
          {t('comments.form_heading')}
        </Text>
        <FormAlert message={generalError} />
        <Textarea
          {...register('comment', { onChange: () => setPublished(false) })}
          id={fieldId(ID, 'comment')}
          label={t('comments.label')}
          required
          autosize
          minRows={3}
          // platform spec §9: "Comment box up to 8 rows".
          maxRows={8}
          maxLength={ICOACH_COMMENT_MAX}
          // The reader may write in another language than the page: it keeps its own direction.
          dir="auto"
          description={t('comments.count', { length, max: ICOACH_COMMENT_MAX })}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          error={errorText(formState.errors.comment)}
        />
        <Group justify="space-between" gap="sm">
          <Text role="status" fz="sm" fw={600} c="teal.9">
            {published ? t('comments.published') : ''}
          </Text>
          <Button type="submit" loading={formState.isSubmitting}>
            {t('comments.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
