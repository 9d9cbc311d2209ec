import { DEFAULT_ICOACH_CATEGORY, type IcoachCategory } from '@portal/shared/icoach';
import { readJson, storage, storedList, userKey } from '../../../lib/storage';
import { isCategory } from '../rules/categories';

/*
 * platform spec §3 "Local iCoach records" and api-notes "Browser storage keys": one record per
 * iCoach user under s_icoach_<icoachUserId> and a begun_icoach list of the access codes begun on
 * this device. As for the questionnaires (docs/decisions/008), every key starts with the
 * signed-in user's id (`u12:s_icoach_34`), so the next person on a shared device sees none of them.
 */
export interface LocalIcoachRecord {
  icoachAccessCode: string;
  icoachCourseId: number;
  icoachUserId: number;
  icoachCourseTitle: string;
  /** The category the dashboard shows (platform spec §2: soft skills unless chosen). */
  icoachSkillCategoryId: IcoachCategory;
}

export function recordKey(userId: number, icoachUserId: number): string {
  return userKey(userId, `s_icoach_${icoachUserId}`);
}

export function begunKey(userId: number): string {
  return userKey(userId, 'begun_icoach');
}

function isRecord(value: unknown): value is LocalIcoachRecord {
  const v = value as Partial<LocalIcoachRecord> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.icoachAccessCode === 'string' &&
    typeof v.icoachCourseId === 'number' &&
    typeof v.icoachUserId === 'number' &&
    typeof v.icoachCourseTitle === 'string'
  );
}

export function getRecord(userId: number, icoachUserId: number): LocalIcoachRecord | null {
  const value = readJson(recordKey(userId, icoachUserId));
  if (!isRecord(value) || value.icoachUserId !== icoachUserId) return null;
  // A hand-edited or older record without a valid category shows soft skills.
  const category = isCategory(value.icoachSkillCategoryId)
    ? value.icoachSkillCategoryId
    : DEFAULT_ICOACH_CATEGORY;
  return { ...value, icoachSkillCategoryId: category };
}

export function saveRecord(userId: number, record: LocalIcoachRecord): void {
  storage.set(recordKey(userId, record.icoachUserId), JSON.stringify(record));
}

/** Remembers the dashboard's chosen category (platform spec §2 "iCoach dashboard"). */
export function saveCategory(userId: number, icoachUserId: number, category: IcoachCategory): void {
  const record = getRecord(userId, icoachUserId);
  if (record) saveRecord(userId, { ...record, icoachSkillCategoryId: category });
}

export function begunCodes(userId: number): string[] {
  return storedList.read(begunKey(userId));
}

export function isBegun(userId: number, accessCode: string): boolean {
  return begunCodes(userId).includes(accessCode);
}

export function markBegun(userId: number, accessCode: string): void {
  storedList.add(begunKey(userId), accessCode);
}

export function unmarkBegun(userId: number, accessCode: string): void {
  storedList.remove(begunKey(userId), accessCode);
}

/**
 * platform spec §4 "iCoach steps": moving past a skill's last step "clears course info and
 * removes the begun-course marker". The dashboard link of the completion page still works: the
 * record is rebuilt from the server when it is missing (use-icoach-record.ts).
 */
export function completeSkillLocally(userId: number, record: LocalIcoachRecord): void {
  unmarkBegun(userId, record.icoachAccessCode);
  storage.remove(recordKey(userId, record.icoachUserId));
}
