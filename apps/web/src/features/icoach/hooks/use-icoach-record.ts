import type { IcoachUserResponse } from '@portal/shared/icoach';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { icoachUserRecordQueryOptions } from '../api/get-icoach-user-record';
import { blockedOutcome } from '../rules/begin-decision';
import { categoryOr } from '../rules/categories';
import { getRecord, type LocalIcoachRecord, saveRecord } from '../storage/local-records';

export type IcoachRecordState =
  | { state: 'found'; record: LocalIcoachRecord }
  | { state: 'loading' }
  /** Not this person's, or no such iCoach user: not found (platform spec §4). */
  | { state: 'missing' }
  /** The course cannot be opened now: its dates (400) or a partner package (403). */
  | { state: 'blocked'; message: string; needsPackage: boolean }
  /** The server could not be asked (network, 5xx): not a reason to say "not found". */
  | { state: 'failed' };

export function toLocalRecord(answer: IcoachUserResponse): LocalIcoachRecord {
  return {
    icoachAccessCode: answer.icoachAccessCode,
    icoachCourseId: answer.icoachCourseId,
    icoachUserId: answer.id,
    icoachCourseTitle: answer.icoachCourseTitle,
    icoachSkillCategoryId: categoryOr(answer.icoachSkillCategoryId),
  };
}

/**
 * The local record behind an iCoach address (platform spec §3 "Local iCoach records"). When this
 * device has none (a bookmark, another device, cleared storage, a finished skill) the server is
 * asked for the person's own iCoach user and the record is rebuilt, as for the questionnaires
 * (docs/decisions/008); only an iCoach user that is not theirs or does not exist is 'missing'.
 */
export function useIcoachRecord(
  userId: number | null,
  icoachUserId: number | null,
): IcoachRecordState {
  const local = useMemo(
    () => (userId && icoachUserId ? getRecord(userId, icoachUserId) : null),
    [userId, icoachUserId],
  );
  const asks = local === null && userId !== null && icoachUserId !== null;
  const server = useQuery({ ...icoachUserRecordQueryOptions(icoachUserId ?? 0), enabled: asks });
  const rebuilt = useMemo(() => (server.data ? toLocalRecord(server.data) : null), [server.data]);

  useEffect(() => {
    if (asks && rebuilt && userId !== null) saveRecord(userId, rebuilt);
  }, [asks, rebuilt, userId]);

  if (local) return { state: 'found', record: local };
  if (!asks) return { state: 'missing' };
  if (server.isError) {
    const outcome = blockedOutcome(server.error);
    if (outcome.type === 'notFound') return { state: 'missing' };
    if (outcome.type === 'failed') return { state: 'failed' };
    return {
      state: 'blocked',
      message: outcome.message,
      needsPackage: outcome.type === 'package',
    };
  }
  if (!rebuilt) return { state: 'loading' };
  return { state: 'found', record: rebuilt };
}
