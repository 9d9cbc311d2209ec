import { Group, Stack, Text, Title } from '@mantine/core';
import type { IcoachComment } from '@portal/shared/icoach';
import { DbText } from '../../../components/db-text';
import { UserAvatar } from '../../../components/user-avatar';
import { useTranslation } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { useComments } from '../api/get-comments';
import { formatCommentDate } from '../rules/comment-date';
import { IcoachLoader } from './icoach-loader';
import classes from './step.module.css';

interface CommentListProps {
  icoachUserId: number;
  skillId: number;
  step: number;
}

/**
 * platform spec §2: the step's published comments, newest first, each with the author's name,
 * picture and date ('MMMM Do, YYYY at h:mm a'). A comment is plain text: React writes it as text.
 */
export function CommentList({ icoachUserId, skillId, step }: CommentListProps) {
  const { t } = useTranslation('icoach');
  const comments = useComments(icoachUserId, skillId, step);
  return (
    <Stack gap="sm" component="section" aria-labelledby="icoach-comments-heading">
      <Title order={3} fz="h4" id="icoach-comments-heading">
        {t('comments.heading')}
      </Title>
      {comments.isPending ? (
        <IcoachLoader />
      ) : comments.isError ? (
        <Text c="red.9">{t('comments.load_failed')}</Text>
      ) : comments.data.length === 0 ? (
        <Text c="navy.8">{t('comments.empty')}</Text>
      ) : (
        <ul className={classes.comments}>
          {comments.data.map((comment) => (
            <CommentItem key={comment.id} comment={comment} />
          ))}
        </ul>
      )}
    </Stack>
  );
}

function CommentItem({ comment }: { comment: IcoachComment }) {
  const locale = useLocale();
  return (
    <li className={classes.comment}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {/* The name is written next to it: the picture adds nothing to read (alt ''). */}
        <UserAvatar imageUrl={comment.user.image.fileURL} size={40} />
        <Stack gap={2} className={classes.commentBody}>
          <Group gap="xs" align="baseline">
            <Text fw={700} fz="sm">
              <DbText>{comment.user.fullName}</DbText>
            </Text>
            <Text component="time" dateTime={comment.date} fz="xs" c="navy.8">
              {formatCommentDate(comment.date, locale)}
            </Text>
          </Group>
          <Text className={classes.commentText} dir="auto">
            {comment.comment}
          </Text>
        </Stack>
      </Group>
    </li>
  );
}
