import { beforeEach, describe, expect, it } from 'vitest';
import {
  begunKey,
  completeSkillLocally,
  getRecord,
  isBegun,
  type LocalIcoachRecord,
  markBegun,
  recordKey,
  saveCategory,
  saveRecord,
  unmarkBegun,
} from './local-records';

const CODE = 'DemoIcoachCourse0000000000000000000000000000000000';
const record = (over: Partial<LocalIcoachRecord> = {}): LocalIcoachRecord => ({
  icoachAccessCode: CODE,
  icoachCourseId: 4,
  icoachUserId: 31,
  icoachCourseTitle: 'Skills for Work',
  icoachSkillCategoryId: 1,
  ...over,
});

describe('local iCoach records (platform spec §3, api-notes "Browser storage keys")', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps s_icoach_<icoachUserId> and begun_icoach under the signed-in user id', () => {
    expect(recordKey(7, 31)).toBe('u7:s_icoach_31');
    expect(begunKey(7)).toBe('u7:begun_icoach');
    saveRecord(7, record());
    markBegun(7, CODE);
    expect(JSON.parse(window.localStorage.getItem('u7:s_icoach_31') ?? 'null')).toEqual(record());
    expect(JSON.parse(window.localStorage.getItem('u7:begun_icoach') ?? 'null')).toEqual([CODE]);
  });

  it('another person on the same device sees none of them', () => {
    saveRecord(7, record());
    markBegun(7, CODE);
    expect(getRecord(8, 31)).toBeNull();
    expect(isBegun(8, CODE)).toBe(false);
    expect(isBegun(7, CODE)).toBe(true);
  });

  it('remembers the chosen category, and reads a broken one as soft skills', () => {
    saveRecord(7, record());
    saveCategory(7, 31, 3);
    expect(getRecord(7, 31)?.icoachSkillCategoryId).toBe(3);
    window.localStorage.setItem(
      'u7:s_icoach_31',
      JSON.stringify({ ...record(), icoachSkillCategoryId: 9 }),
    );
    expect(getRecord(7, 31)?.icoachSkillCategoryId).toBe(1);
  });

  it('ignores a stored value that is not a record of that iCoach user', () => {
    window.localStorage.setItem('u7:s_icoach_31', 'not json');
    expect(getRecord(7, 31)).toBeNull();
    window.localStorage.setItem('u7:s_icoach_31', JSON.stringify(record({ icoachUserId: 32 })));
    expect(getRecord(7, 31)).toBeNull();
  });

  it('finishing a skill forgets the course here and its begun mark, and nothing else', () => {
    saveRecord(7, record());
    saveRecord(7, record({ icoachUserId: 40, icoachAccessCode: 'B'.repeat(50) }));
    markBegun(7, CODE);
    markBegun(7, 'B'.repeat(50));
    completeSkillLocally(7, record());
    expect(getRecord(7, 31)).toBeNull();
    expect(isBegun(7, CODE)).toBe(false);
    expect(getRecord(7, 40)).not.toBeNull();
    expect(isBegun(7, 'B'.repeat(50))).toBe(true);
    unmarkBegun(7, 'B'.repeat(50));
    expect(window.localStorage.getItem('u7:begun_icoach')).toBeNull();
  });
});
