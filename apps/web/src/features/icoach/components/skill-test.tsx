import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import type { IcoachQuestion } from '@portal/shared/icoach';
import { IconRefresh } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { DbText } from '../../../components/db-text';
import { FormAlert } from '../../../components/form-alert';
import { isApiError } from '../../../lib/api-client';
import { translateMessage, useTranslation } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { formatWholePercent } from '../../../lib/percent';
import { useCreateScore } from '../api/create-score';
import { useQuestions } from '../api/get-questions';
import { useScore } from '../api/get-score';
import {
  type AnswerErrors,
  type Answers,
  answersBody,
  firstErrorQuestion,
  missingAnswers,
  serverAnswerErrors,
} from '../rules/test-answers';
import { IcoachLoader } from './icoach-loader';
import classes from './step.module.css';

const optionId = (questionId: number, option: number) => `icoach-q${questionId}-o${option}`;
const errorId = (questionId: number) => `icoach-q${questionId}-error`;

/**
 * platform spec §2 and §4 "Test": the skill's questions as radio groups; submitting shows the
 * server's score as a percentage (announced) with Try again, which clears the score and the
 * answers. Every question needs an answer ('This field is required', §5), checked here and by
 * the server, whose field errors come back onto the same questions.
 */
export function SkillTest({ icoachUserId, skillId }: { icoachUserId: number; skillId: number }) {
  const { t } = useTranslation('icoach');
  const locale = useLocale();
  const questions = useQuestions(skillId);
  const score = useScore(icoachUserId, skillId);
  const create = useCreateScore(icoachUserId, skillId);
  const [retaking, setRetaking] = useState(false);
  const [answers, setAnswers] = useState<Answers>({});
  const [errors, setErrors] = useState<AnswerErrors>({});
  const [generalError, setGeneralError] = useState<string | null>(null);
  const tryAgainRef = useRef<HTMLButtonElement>(null);

  if (questions.isPending || score.isPending) return <IcoachLoader />;
  // platform spec §8: a 400 while loading the questions or the score is caught and not shown.
  const list = questions.data ?? [];
  const shown = !retaking && score.data ? score.data : null;

  const focusQuestion = (question: IcoachQuestion | undefined) => {
    const first = question?.icoachSkillQuestionOptions[0];
    if (question && first) document.getElementById(optionId(question.id, first.id))?.focus();
  };

  const submit = async () => {
    setGeneralError(null);
    const missing = missingAnswers(list, answers);
    setErrors(missing);
    if (Object.keys(missing).length) {
      focusQuestion(firstErrorQuestion(list, missing));
      return;
    }
    try {
      await create.mutateAsync({ answers: answersBody(answers), skillId, icoachUserId });
      setRetaking(false);
      // The score is announced by its live region; the focus waits on Try again, next to it.
      window.requestAnimationFrame(() => tryAgainRef.current?.focus());
    } catch (error) {
      const fromServer = isApiError(error, 400) ? serverAnswerErrors(error.errors) : {};
      if (Object.keys(fromServer).length) {
        setErrors(fromServer);
        focusQuestion(firstErrorQuestion(list, fromServer));
      } else {
        setGeneralError(
          isApiError(error) && error.status < 500 && error.message
            ? error.message
            : t('errors.internal'),
        );
      }
    }
  };

  const tryAgain = () => {
    setRetaking(true);
    setAnswers({});
    setErrors({});
    window.requestAnimationFrame(() => focusQuestion(list[0]));
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="icoach-test-heading">
      <Text component="h3" fz="h4" fw={700} id="icoach-test-heading">
        {t('test.heading')}
      </Text>
      {/* Always on the page, so a score that appears in it is announced. */}
      <div role="status" aria-live="polite" aria-atomic="true">
        {shown && (
          <div className={classes.score}>
            <Text fw={600}>{t('test.your_score')}</Text>
            <Text className={classes.scoreValue}>{formatWholePercent(shown.score, locale)}</Text>
          </div>
        )}
      </div>
      {shown ? (
        <Group>
          <Button
            ref={tryAgainRef}
            variant="outline"
            onClick={tryAgain}
            leftSection={<IconRefresh size={18} aria-hidden="true" />}
          >
            {t('test.try_again')}
          </Button>
        </Group>
      ) : list.length > 0 ? (
        <form
          noValidate
          aria-labelledby="icoach-test-heading"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack gap="md">
            <FormAlert message={generalError} />
            {list.map((question, index) => (
              <QuestionField
                key={question.id}
                question={question}
                number={index + 1}
                value={answers[question.id]}
                error={translateMessage(t, errors[question.id])}
                onChange={(option) => {
                  setAnswers((current) => ({ ...current, [question.id]: option }));
                  setErrors(({ [question.id]: _, ...rest }) => rest);
                }}
              />
            ))}
            <Group>
              <Button type="submit" size="md" loading={create.isPending}>
                {t('test.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Stack>
  );
}

interface QuestionFieldProps {
  question: IcoachQuestion;
  number: number;
  value: number | undefined;
  error: string | undefined;
  onChange: (optionId: number) => void;
}

/** One question: a fieldset whose legend is the question, its options as radios. */
function QuestionField({ question, number, value, error, onChange }: QuestionFieldProps) {
  return (
    <fieldset className={classes.question} data-invalid={error ? true : undefined}>
      <legend className={classes.legend}>
        {number}. <DbText>{question.name}</DbText>
      </legend>
      <Stack gap="sm" mt="xs">
        {question.icoachSkillQuestionOptions.map((option) => (
          <Radio
            key={option.id}
            id={optionId(question.id, option.id)}
            name={`icoach-q${question.id}`}
            value={String(option.id)}
            checked={value === option.id}
            onChange={() => onChange(option.id)}
            label={<DbText>{option.name}</DbText>}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId(question.id) : undefined}
          />
        ))}
      </Stack>
      {error && (
        <Text id={errorId(question.id)} c="red.9" fz="sm" fw={600} mt="xs">
          {error}
        </Text>
      )}
    </fieldset>
  );
}
