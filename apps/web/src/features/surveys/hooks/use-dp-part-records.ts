import { useParams } from 'react-router';
import { useSessionUserId } from '../../../lib/session';
import { type DpPart, parseDpPart, parseId } from '../rules/route-params';
import type { LocalSurveyRecord } from '../storage/local-records';
import { useLocalRecord } from './use-local-record';

export interface DpPartRecords {
  userId: number;
  part: DpPart;
  record: LocalSurveyRecord;
  /** The discovery process the part belongs to. */
  dp: LocalSurveyRecord;
}

/**
 * The local records behind /discovery-process/{surveyProduct}/{surveyUserId}/...: the part's own
 * (a child of its discovery process) and its discovery process's, rebuilt from the server when
 * this device has none (issue 9). Null sends to not found; 'loading' while the server is asked.
 */
export function useDpPartRecords(): DpPartRecords | 'loading' | null {
  const params = useParams();
  const userId = useSessionUserId();
  const part = parseDpPart(params.surveyProduct);
  const surveyUserId = parseId(params.surveyUserId);
  const found = useLocalRecord(userId, part, surveyUserId);
  if (found.state === 'loading') return 'loading';
  if (found.state !== 'found' || userId === null || !part) return null;
  const { record, dp } = found;
  return record.dpSurveyId !== null && dp ? { userId, part, record, dp } : null;
}
