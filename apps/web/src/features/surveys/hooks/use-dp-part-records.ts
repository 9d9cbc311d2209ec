import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useSessionUserId } from '../../../lib/session';
import { type DpPart, parseDpPart, parseId } from '../rules/route-params';
import { getRecord, type LocalSurveyRecord } from '../storage/local-records';

export interface DpPartRecords {
  userId: number;
  part: DpPart;
  record: LocalSurveyRecord;
  /** The discovery process the part belongs to. */
  dp: LocalSurveyRecord;
}

/**
 * The local records behind /discovery-process/{surveyProduct}/{surveyUserId}/...: the part's own
 * (a child of its discovery process) and its discovery process's. Null sends to not found.
 */
export function useDpPartRecords(): DpPartRecords | null {
  const params = useParams();
  const userId = useSessionUserId();
  const part = parseDpPart(params.surveyProduct);
  const surveyUserId = parseId(params.surveyUserId);
  return useMemo(() => {
    if (userId === null || !part || surveyUserId === null) return null;
    const record = getRecord(userId, part, surveyUserId);
    if (!record || record.dpSurveyId === null) return null;
    const dp = getRecord(userId, 'dp', record.dpSurveyId);
    return dp ? { userId, part, record, dp } : null;
  }, [userId, part, surveyUserId]);
}
