import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { resiliencyStatusQueryOptions } from '../api/get-resiliency-status';
import { decideFinish } from '../rules/section-decision';
import { dpEndHref } from '../rules/start-decision';
import {
  completeLocally,
  getRecord,
  type LocalSurveyRecord,
  removeDpLocally,
} from '../storage/local-records';

/**
 * platform spec §4 "Section flow", when no section is left: where the person goes next, and
 * what this device forgets on the way.
 */
export function useFinishTaking() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (userId: number, record: LocalSurveyRecord, options: { softTouch?: boolean } = {}) => {
      const decision = decideFinish(record, options);
      if (decision.type === 'navigate') {
        if (decision.complete) completeLocally(userId, record);
        navigate(decision.href, { replace: true });
        return;
      }
      // The behaviours part ends the discovery process: resiliency first when it applies.
      completeLocally(userId, record);
      const dpSurveyUserId = decision.dpSurveyUserId;
      const dp = getRecord(userId, 'dp', dpSurveyUserId);
      let resiliency = null;
      try {
        resiliency = await queryClient.fetchQuery(resiliencyStatusQueryOptions(dpSurveyUserId));
      } catch (error) {
        // platform spec §8: "Resiliency errors are only logged".
        console.error(error);
      }
      const end = dpEndHref({
        dpSurveyUserId,
        title: dp?.surveyProductTitle ?? record.surveyProductTitle,
        resiliency,
      });
      if (end.type === 'complete') removeDpLocally(userId, dpSurveyUserId);
      navigate(end.href, { replace: true });
    },
    [queryClient, navigate],
  );
}
