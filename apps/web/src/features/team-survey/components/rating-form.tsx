import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import {
  TS_COMMENT_MAX,
  TsManagerRatingBodySchema,
  TsSkillRatingBodySchema,
} from '@portal/shared/team-survey';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/form-alert';
import { isApiError } from '../../../lib/api-client';
import { applyServerErrors, fieldId, showFirstError } from '../../../lib/form-errors';
import { useErrorText, useTranslation } from '../../../lib/i18n';
import { defaultScore, type ScoreScale } from '../rules/score';
import { ScoreInput } from './score-input';

/** The form's part of each call's schema (conventions, habit 2): `rating: { score, comment }`. */
const SCHEMAS = {
  skill: TsSkillRatingBodySchema.shape.rating,
  manager: TsManagerRatingBodySchema.shape.rating,
};
type Rating = { score: number; comment: string };
const ORDER = ['score', 'comment'] as const;

interface RatingFormProps {
  id: string;
  scale: ScoreScale;
  /** Sends `{ rating }`; a refusal (already rated, not live) is shown above the fields. */
  onSubmit: (rating: Rating) => Promise<unknown>;
}

/**
 * team-survey spec §2, §5: the score and a required comment (a box that grows to 8 rows), then
 * Submit. Server field messages go on the fields; another refusal is shown as its text (the spec's
 * empty 400 handler left the person without a word).
 */
export function RatingForm({ id, scale, onSubmit }: RatingFormProps) {
  const { t } = useTranslation('team-survey');
  const errorText = useErrorText();
  const [general, setGeneral] = useState<string | null>(null);
  const form = useForm<Rating>({
    resolver: zodResolver(SCHEMAS[scale]),
    defaultValues: { score: defaultScore(scale), comment: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(
    async (rating) => {
      setGeneral(null);
      try {
        await onSubmit(rating);
        // Everyday ratings may follow one another: the form starts again from the default.
        form.reset();
      } catch (error) {
        const set = applyServerErrors<Rating>(error, ORDER, form.setError, {
          map: { 'rating.score': 'score', 'rating.comment': 'comment' },
        });
        if (set.length) showFirstError(id, ORDER, set);
        else {
          setGeneral(
            isApiError(error) && error.status < 500 && error.message
              ? error.message
              : t('errors.internal'),
          );
        }
      }
    },
    (invalid) => showFirstError(id, ORDER, invalid),
  );
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <Stack gap="md">
        <FormAlert message={general} />
        <Controller
          control={form.control}
          name="score"
          render={({ field }) => (
            <ScoreInput
              id={fieldId(id, 'score')}
              scale={scale}
              value={field.value}
              onChange={field.onChange}
              error={errorText(errors.score)}
            />
          )}
        />
        <Textarea
          {...form.register('comment')}
          id={fieldId(id, 'comment')}
          label={t('rate.comment')}
          required
          autosize
          minRows={3}
          // team-survey spec §9: "Comment box grows up to 8 rows".
          maxRows={8}
          maxLength={TS_COMMENT_MAX}
          // A comment may be written in another language than the page's.
          dir="auto"
          error={errorText(errors.comment)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={form.formState.isSubmitting} size="md">
            {t('rate.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
