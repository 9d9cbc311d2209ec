import type { ApiProduct, RouteProduct, SurveyInfoResponse } from '@portal/shared/surveys';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, isApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { getSessionUserId } from '../../../lib/session';
import { createSurveyUser } from '../api/create-survey-user';
import { getCompletedSurveyUser, getSurveyUser } from '../api/get-survey-user';
import { completeHref, dateMessage, decideStart } from '../rules/start-decision';
import { forgetSurvey, getRecord, markBegun, saveRecord } from '../storage/local-records';
import { useContinueDp } from './use-continue-dp';

/** The text shown in place of the Accept button when a start fails (platform spec §8). */
export function startErrorText(error: unknown, t: (key: string) => string): string {
  if (error instanceof ApiError && error.status < 500 && error.message) return error.message;
  return t('errors.internal');
}

/**
 * platform spec §4 "Starting a survey from the welcome page": check the dates, get or create the
 * survey user, then payment, completion, the first section, or (discovery process) its next part.
 */
export function useStartSurvey(
  routeProduct: RouteProduct,
  product: ApiProduct,
  info: SurveyInfoResponse | undefined,
) {
  const { t } = useTranslation('surveys');
  const navigate = useNavigate();
  const continueDp = useContinueDp();
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const start = async () => {
    const userId = getSessionUserId();
    if (!info || userId === null || pending) return;
    const { survey } = info;
    const early = dateMessage(survey);
    if (early) {
      setMessage(t(early));
      return;
    }
    setPending(true);
    setMessage(null);
    try {
      const body = { surveyId: survey.id, accessCode: survey.accessCode };
      const surveyUser =
        (await getSurveyUser(product, body)) ?? (await createSurveyUser(product, body));
      const decision = decideStart({ routeProduct, survey, surveyUser });
      if (decision.type === 'message') {
        setMessage(t(decision.message));
      } else if (decision.type === 'payment') {
        navigate(decision.href);
      } else if (decision.type === 'complete') {
        forgetSurvey(userId, product, survey.accessCode);
        navigate(decision.href, { replace: true });
      } else {
        const previous = getRecord(userId, product, surveyUser.surveyUserId);
        const record = {
          surveyProductType: product,
          surveyAccessCode: survey.accessCode,
          surveyProductId: survey.id,
          surveyProductTitle: survey.title,
          surveyUserId: surveyUser.surveyUserId,
          dpSurveyId: null,
          dpChildSurveys: previous?.dpChildSurveys ?? [],
        };
        saveRecord(userId, record);
        markBegun(userId, product, survey.accessCode);
        if (decision.type === 'begin') navigate(decision.href);
        else await continueDp(userId, record);
      }
    } catch (error) {
      // Begun here but completed on another device: the server refuses a new taking. As for an
      // unavailable survey user (spec §4), this device forgets it and shows the completion page.
      const completed =
        isApiError(error, 400) && !survey.isUnlimitedAccess
          ? await getCompletedSurveyUser(product, {
              surveyId: survey.id,
              accessCode: survey.accessCode,
            }).catch(() => null)
          : null;
      if (completed) {
        forgetSurvey(userId, product, survey.accessCode);
        navigate(completeHref(survey.title, 'already_completed'), { replace: true });
      } else {
        setMessage(startErrorText(error, t));
      }
    } finally {
      setPending(false);
    }
  };

  return { start, pending, message };
}
