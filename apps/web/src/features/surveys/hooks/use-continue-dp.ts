import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { getLocale } from '../../../lib/locale';
import { dpProgressQueryOptions } from '../api/get-dp-progress';
import { resiliencyStatusQueryOptions } from '../api/get-resiliency-status';
import { surveyByIdQueryOptions } from '../api/get-survey-by-id';
import { decideDpNext, needsResiliencyStatus } from '../rules/start-decision';
import { addDpChild, type LocalSurveyRecord, removeDpLocally } from '../storage/local-records';

/**
 * platform spec §4 "Discovery-process continue": ask the progress; a finished process ends
 * (resiliency questions first when they apply); otherwise the next part is recorded locally as a
 * child and its welcome page opens. Errors reach the caller.
 */
export function useContinueDp() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (userId: number, dp: LocalSurveyRecord) => {
      const dpSurveyUserId = dp.surveyUserId;
      const progress = await queryClient.fetchQuery(dpProgressQueryOptions(dpSurveyUserId));
      let resiliency = null;
      if (needsResiliencyStatus(progress)) {
        try {
          resiliency = await queryClient.fetchQuery(resiliencyStatusQueryOptions(dpSurveyUserId));
        } catch (error) {
          // platform spec §8: "Resiliency errors are only logged".
          console.error(error);
        }
      }
      const decision = decideDpNext({
        progress,
        dpSurveyUserId,
        title: dp.surveyProductTitle,
        resiliency,
      });
      if (decision.type === 'complete') {
        removeDpLocally(userId, dpSurveyUserId);
        navigate(decision.href, { replace: true });
        return;
      }
      if (decision.type === 'resiliency') {
        navigate(decision.href, { replace: true });
        return;
      }
      const { part } = decision;
      const info = await queryClient.fetchQuery(
        surveyByIdQueryOptions(part.product, part.id, getLocale()),
      );
      addDpChild(userId, dpSurveyUserId, {
        surveyProductType: part.product,
        surveyAccessCode: info.survey.accessCode,
        surveyProductId: info.survey.id,
        surveyProductTitle: info.survey.title,
        surveyUserId: part.surveyUserId,
        dpSurveyId: dpSurveyUserId,
        dpChildSurveys: [],
      });
      navigate(paths.surveyWelcomeDpSurveyProduct.href(part.product, part.surveyUserId));
    },
    [queryClient, navigate],
  );
}
