import { Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { SurveyBody, TitleBand } from '../../../components/title-band';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { useSessionUserId } from '../../../lib/session';
import { dpProgressQueryOptions } from '../api/get-dp-progress';
import { useResiliencyQuestions } from '../api/get-resiliency-questions';
import { resiliencyStatusQueryOptions } from '../api/get-resiliency-status';
import { saveResiliencyResponses } from '../api/save-resiliency-responses';
import { ResiliencyQuestion } from '../components/resiliency-question';
import { UnsavedNotice } from '../components/unsaved-notice';
import { useSubmitWithRetry } from '../hooks/use-submit-with-retry';
import { parseId } from '../rules/route-params';
import { completeHref } from '../rules/start-decision';
import { draftKey, removeDraft, useDraft } from '../storage/drafts';
import { removeDpLocally } from '../storage/local-records';

type Answers = Record<string, number>;
type Responses = { questionId: number; value: number }[];

const isAnswers = (value: unknown): value is Answers =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((v) => Number.isInteger(v) && v >= 1 && v <= 5);

/**
 * platform spec §2 "Resiliency questions" at /survey/resiliency?dpSurveyUserId=&title=: shown
 * after behaviours when the discovery process has them; then the process is complete. They are
 * optional (spec §1), so "Skip and finish" goes to the complete page without answers. Loading
 * errors are only logged (spec §8) and the person goes on to the completion page.
 */
export function ResiliencyPage() {
  const [params] = useSearchParams();
  const userId = useSessionUserId();
  const dpSurveyUserId = parseId(params.get('dpSurveyUserId'));
  const title = params.get('title') ?? '';
  if (dpSurveyUserId === null || userId === null) {
    return <Navigate to={paths.notFound.href()} replace />;
  }
  return <Resiliency userId={userId} dpSurveyUserId={dpSurveyUserId} title={title} />;
}

function Resiliency({
  userId,
  dpSurveyUserId,
  title,
}: {
  userId: number;
  dpSurveyUserId: number;
  title: string;
}) {
  const { t } = useTranslation('surveys');
  const navigate = useNavigate();
  usePageTitle(t('resiliency.title'));
  const status = useQuery(resiliencyStatusQueryOptions(dpSurveyUserId));
  // platform spec §2: shown after behaviours, so only once no part is left.
  const progress = useQuery(dpProgressQueryOptions(dpSurveyUserId));
  // Only answers asked for on this page count: the cache may still hold the progress from before
  // the behaviours part ended, which names behaviours as the part left (and would send to not found).
  const statusNow = status.isFetchedAfterMount ? status.data : undefined;
  const progressNow = progress.isFetchedAfterMount ? progress.data : undefined;
  const partLeft = progressNow?.nextSurveyPart != null && !progressNow.isCompleted;
  const asks = statusNow?.resiliencyStatus === true && !statusNow.answered;
  const questions = useResiliencyQuestions(asks);
  const [missing, setMissing] = useState<number[]>([]);
  const key = draftKey({ userId, product: 'dp', surveyUserId: dpSurveyUserId, part: 'resiliency' });
  const { draft, setValue, setPending } = useDraft<Answers, Responses>(key, isAnswers, () => ({}));

  const done = useRef(false);
  const finish = () => {
    if (done.current) return;
    done.current = true;
    removeDraft(key);
    removeDpLocally(userId, dpSurveyUserId);
    navigate(completeHref(title), { replace: true });
  };
  const saver = useSubmitWithRetry<Responses, { saved: boolean }>({
    send: (responses) => saveResiliencyResponses(dpSurveyUserId, { responses }),
    onSaved: finish,
    pending: draft.pending,
    setPending,
  });

  const failed = status.error ?? questions.error ?? progress.error;
  const skip = failed !== null || (statusNow !== undefined && progressNow !== undefined && !asks);
  useEffect(() => {
    if (!skip || partLeft || isApiError(failed, 404)) return;
    if (failed) console.error(failed);
    finish();
  });

  if (partLeft || isApiError(failed, 404)) return <Navigate to={paths.notFound.href()} replace />;
  if (skip || !questions.data || !progressNow) {
    return (
      <Center flex={1} py="xl">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  const list = questions.data.resiliencyQuestions;
  const submit = () => {
    const unanswered = list.filter((q) => draft.value[String(q.id)] === undefined).map((q) => q.id);
    setMissing(unanswered);
    if (unanswered.length) {
      document.getElementById(`resiliency-${unanswered[0]}`)?.scrollIntoView({ block: 'center' });
      return;
    }
    saver.submit(list.map((q) => ({ questionId: q.id, value: draft.value[String(q.id)] ?? 1 })));
  };
  return (
    <>
      <TitleBand overline={title} title={t('resiliency.title')} />
      <SurveyBody>
        <form
          noValidate
          aria-label={t('resiliency.title')}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="md">
            <Text fz="lg">{t('resiliency.intro')}</Text>
            {/* Optional (platform spec §1), so it can be skipped, said and offered at the top: the
                process is already complete on the server once behaviours is (decision 016). */}
            <Group justify="space-between" gap="sm" wrap="wrap">
              <Text>{t('resiliency.optional')}</Text>
              <Button variant="default" onClick={finish} disabled={saver.status === 'saving'}>
                {t('resiliency.skip')}
              </Button>
            </Group>
            <UnsavedNotice
              status={saver.status}
              error={saver.error}
              retryInMs={saver.retryInMs}
              onRetry={saver.retry}
            />
            {missing.length > 0 && <FormAlert message={t('resiliency.answer_all')} />}
            {list.map((q, index) => (
              <ResiliencyQuestion
                key={q.id}
                id={q.id}
                number={index + 1}
                question={q.question}
                scale={questions.data.scale}
                value={draft.value[String(q.id)]}
                error={
                  missing.includes(q.id) && draft.value[String(q.id)] === undefined
                    ? t('resiliency.required')
                    : undefined
                }
                onChange={(value) => setValue({ ...draft.value, [String(q.id)]: value })}
              />
            ))}
            <Group justify="flex-end">
              <Button type="submit" size="md" loading={saver.status === 'saving'}>
                {t('resiliency.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </SurveyBody>
    </>
  );
}
