import type { ApiProduct, SurveyUserRecordResponse } from '@portal/shared/surveys';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { isApiError } from '../../../lib/api-client';
import { surveyUserRecordsQueryOptions } from '../api/get-survey-user-record';
import { getRecord, type LocalSurveyRecord, markBegun, saveRecord } from '../storage/local-records';

export type LocalRecordState =
  | { state: 'found'; record: LocalSurveyRecord; dp: LocalSurveyRecord | null }
  | { state: 'loading' }
  | { state: 'missing' }
  /** The server could not be asked (network, 5xx): not a reason to say "not found". */
  | { state: 'failed' };

export function toLocalRecord(answer: SurveyUserRecordResponse): LocalSurveyRecord {
  return {
    surveyProductType: answer.product,
    surveyAccessCode: answer.accessCode,
    surveyProductId: answer.surveyId,
    surveyProductTitle: answer.title,
    surveyUserId: answer.surveyUserId,
    dpSurveyId: answer.dpSurveyId,
    dpChildSurveys: answer.dpChildSurveys,
  };
}

function readLocal(
  userId: number,
  product: ApiProduct,
  surveyUserId: number,
): LocalRecordState | null {
  const record = getRecord(userId, product, surveyUserId);
  if (!record) return null;
  if (record.dpSurveyId === null) return { state: 'found', record, dp: null };
  const dp = getRecord(userId, 'dp', record.dpSurveyId);
  return dp ? { state: 'found', record, dp } : null;
}

/**
 * The local record behind a taking address (platform spec §3), and for a discovery-process part
 * its discovery process's too. When this device has none (a bookmark, another device, cleared
 * storage) the server is asked who the taking belongs to and where it stands, and the records
 * are rebuilt (issue 9); only a taking that is not the person's or does not exist is 'missing'.
 */
export function useLocalRecord(
  userId: number | null,
  product: ApiProduct | null,
  surveyUserId: number | null,
): LocalRecordState {
  const local = useMemo(
    () => (userId && product && surveyUserId ? readLocal(userId, product, surveyUserId) : null),
    [userId, product, surveyUserId],
  );
  const asks = local === null && userId !== null && product !== null && surveyUserId !== null;
  const server = useQuery({
    ...surveyUserRecordsQueryOptions(product ?? 'eq', surveyUserId ?? 0),
    enabled: asks,
  });
  const rebuilt = useMemo(() => {
    if (!server.data) return null;
    return {
      record: toLocalRecord(server.data.taking),
      dp: server.data.dp ? toLocalRecord(server.data.dp) : null,
    };
  }, [server.data]);

  useEffect(() => {
    if (!asks || !rebuilt || userId === null) return;
    for (const record of [rebuilt.dp, rebuilt.record]) {
      if (!record) continue;
      saveRecord(userId, record);
      // The welcome page then offers Continue, as on the device where it was begun.
      if (!server.data?.taking.isCompleted) {
        markBegun(userId, record.surveyProductType, record.surveyAccessCode);
      }
    }
  }, [asks, rebuilt, userId, server.data]);

  if (local) return local;
  if (!asks || (isApiError(server.error) && server.error.status < 500)) return { state: 'missing' };
  if (server.isError) return { state: 'failed' };
  if (!rebuilt) return { state: 'loading' };
  return { state: 'found', ...rebuilt };
}
