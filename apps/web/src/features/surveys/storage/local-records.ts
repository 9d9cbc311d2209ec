import type { ApiProduct } from '@portal/shared/surveys';
import { readJson, storage, storedList, userKey } from '../../../lib/storage';

/*
 * platform spec §3 "Local survey record" and §4, api-notes "Wire conventions": one record per
 * survey user under s_<product>_<surveyUserId>, a begun_<product> list of the access codes begun
 * on this device, and a discovery process's parts as 'product_userId' children. Every key starts
 * with the signed-in user's id (`u12:s_eq_34`), so the next person on a shared device sees none
 * of them.
 */
export interface LocalSurveyRecord {
  surveyProductType: ApiProduct;
  surveyAccessCode: string;
  /** The survey's id (the API calls it surveyProductId). */
  surveyProductId: number;
  surveyProductTitle: string;
  surveyUserId: number;
  /** For a discovery-process part: the discovery process's survey-user id; null otherwise. */
  dpSurveyId: number | null;
  /** For a discovery process: its parts, as 'eq_45'. */
  dpChildSurveys: string[];
}

export function recordKey(userId: number, product: ApiProduct, surveyUserId: number): string {
  return userKey(userId, `s_${product}_${surveyUserId}`);
}

export function begunKey(userId: number, product: ApiProduct): string {
  return userKey(userId, `begun_${product}`);
}

/** Drafts (unsent answers) of one survey user start with this; see drafts.ts. */
export function draftPrefix(userId: number, product: ApiProduct, surveyUserId: number): string {
  return userKey(userId, `draft_${product}_${surveyUserId}_`);
}

export function childName(product: ApiProduct, surveyUserId: number): string {
  return `${product}_${surveyUserId}`;
}

function isRecord(value: unknown): value is LocalSurveyRecord {
  const v = value as Partial<LocalSurveyRecord> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.surveyProductType === 'string' &&
    typeof v.surveyAccessCode === 'string' &&
    typeof v.surveyProductId === 'number' &&
    typeof v.surveyUserId === 'number' &&
    Array.isArray(v.dpChildSurveys)
  );
}

export function getRecord(
  userId: number,
  product: ApiProduct,
  surveyUserId: number,
): LocalSurveyRecord | null {
  const value = readJson(recordKey(userId, product, surveyUserId));
  return isRecord(value) && value.surveyUserId === surveyUserId ? value : null;
}

export function saveRecord(userId: number, record: LocalSurveyRecord): void {
  storage.set(
    recordKey(userId, record.surveyProductType, record.surveyUserId),
    JSON.stringify(record),
  );
}

export function begunCodes(userId: number, product: ApiProduct): string[] {
  return storedList.read(begunKey(userId, product));
}

export function isBegun(userId: number, product: ApiProduct, accessCode: string): boolean {
  return begunCodes(userId, product).includes(accessCode);
}

export function markBegun(userId: number, product: ApiProduct, accessCode: string): void {
  storedList.add(begunKey(userId, product), accessCode);
}

export function unmarkBegun(userId: number, product: ApiProduct, accessCode: string): void {
  storedList.remove(begunKey(userId, product), accessCode);
}

/** Forgets the unsent answers of one survey user. */
export function clearDrafts(userId: number, product: ApiProduct, surveyUserId: number): void {
  for (const key of storage.keys(draftPrefix(userId, product, surveyUserId))) storage.remove(key);
}

/** Records a discovery-process part as a child of its discovery process (platform spec §4). */
export function addDpChild(userId: number, dpSurveyUserId: number, child: LocalSurveyRecord): void {
  saveRecord(userId, { ...child, dpSurveyId: dpSurveyUserId });
  const parent = getRecord(userId, 'dp', dpSurveyUserId);
  if (!parent) return;
  const name = childName(child.surveyProductType, child.surveyUserId);
  if (!parent.dpChildSurveys.includes(name)) {
    saveRecord(userId, { ...parent, dpChildSurveys: [...parent.dpChildSurveys, name] });
  }
}

function parseChild(name: string): { product: ApiProduct; surveyUserId: number } | null {
  const match = /^(eq|values|behaviours)_(\d+)$/.exec(name);
  return match ? { product: match[1] as ApiProduct, surveyUserId: Number(match[2]) } : null;
}

/**
 * Removes a survey user's record and its drafts; removing a discovery process also removes its
 * children (platform spec §4).
 */
export function removeRecord(userId: number, product: ApiProduct, surveyUserId: number): void {
  const record = getRecord(userId, product, surveyUserId);
  for (const name of record?.dpChildSurveys ?? []) {
    const child = parseChild(name);
    if (child) removeRecord(userId, child.product, child.surveyUserId);
  }
  clearDrafts(userId, product, surveyUserId);
  storage.remove(recordKey(userId, product, surveyUserId));
}

/**
 * platform spec §4: "Completing a survey clears taken-survey data, removes the begun record, and
 * removes the locally stored survey user when it has no dpSurveyId."
 */
export function completeLocally(userId: number, record: LocalSurveyRecord): void {
  clearDrafts(userId, record.surveyProductType, record.surveyUserId);
  unmarkBegun(userId, record.surveyProductType, record.surveyAccessCode);
  if (record.dpSurveyId === null) {
    removeRecord(userId, record.surveyProductType, record.surveyUserId);
  }
}

/** Marks a survey completed here when the server says so before any record exists. */
export function forgetSurvey(userId: number, product: ApiProduct, accessCode: string): void {
  unmarkBegun(userId, product, accessCode);
}

/**
 * A discovery process is over (platform spec §4 "remove local dp data"): its record, its parts'
 * records and drafts, and its begun mark go.
 */
export function removeDpLocally(userId: number, dpSurveyUserId: number): void {
  const record = getRecord(userId, 'dp', dpSurveyUserId);
  if (record) unmarkBegun(userId, 'dp', record.surveyAccessCode);
  removeRecord(userId, 'dp', dpSurveyUserId);
  clearDrafts(userId, 'dp', dpSurveyUserId);
}
