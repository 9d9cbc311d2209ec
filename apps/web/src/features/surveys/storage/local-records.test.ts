import { beforeEach, describe, expect, it } from 'vitest';
import { draftKey, writeDraft } from './drafts';
import {
  addDpChild,
  completeLocally,
  getRecord,
  isBegun,
  type LocalSurveyRecord,
  markBegun,
  recordKey,
  removeDpLocally,
  removeRecord,
  saveRecord,
} from './local-records';

const record = (over: Partial<LocalSurveyRecord> = {}): LocalSurveyRecord => ({
  surveyProductType: 'eq',
  surveyAccessCode: 'DemoEq'.padEnd(50, '0'),
  surveyProductId: 1,
  surveyProductTitle: 'E.Q.',
  surveyUserId: 12,
  dpSurveyId: null,
  dpChildSurveys: [],
  ...over,
});

describe('local survey records (platform spec §3, api-notes "Wire conventions")', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps records as s_<product>_<surveyUserId> under the signed-in user id', () => {
    saveRecord(7, record());
    expect(recordKey(7, 'eq', 12)).toBe('u7:s_eq_12');
    expect(window.localStorage.getItem('u7:s_eq_12')).not.toBeNull();
    expect(getRecord(7, 'eq', 12)?.surveyProductTitle).toBe('E.Q.');
  });

  it('another person on the same device sees none of them', () => {
    saveRecord(7, record());
    markBegun(7, 'eq', record().surveyAccessCode);
    expect(getRecord(8, 'eq', 12)).toBeNull();
    expect(isBegun(8, 'eq', record().surveyAccessCode)).toBe(false);
    expect(isBegun(7, 'eq', record().surveyAccessCode)).toBe(true);
    expect(window.localStorage.getItem('u7:begun_eq')).toContain('DemoEq');
  });

  it('ignores a stored value that is not a record', () => {
    window.localStorage.setItem('u7:s_eq_12', '{"surveyUserId": "12"}');
    expect(getRecord(7, 'eq', 12)).toBeNull();
    window.localStorage.setItem('u7:s_eq_12', 'not json');
    expect(getRecord(7, 'eq', 12)).toBeNull();
  });

  it("records a discovery process's part as a 'product_userId' child", () => {
    saveRecord(7, record({ surveyProductType: 'dp', surveyUserId: 40 }));
    addDpChild(7, 40, record({ surveyUserId: 41 }));
    addDpChild(7, 40, record({ surveyUserId: 41 }));
    expect(getRecord(7, 'dp', 40)?.dpChildSurveys).toEqual(['eq_41']);
    expect(getRecord(7, 'eq', 41)?.dpSurveyId).toBe(40);
  });

  it('removing a discovery process removes its children and their drafts', () => {
    saveRecord(7, record({ surveyProductType: 'dp', surveyUserId: 40, surveyAccessCode: 'D' }));
    markBegun(7, 'dp', 'D');
    addDpChild(7, 40, record({ surveyUserId: 41 }));
    addDpChild(7, 40, record({ surveyProductType: 'values', surveyUserId: 42 }));
    const draft = draftKey({ userId: 7, product: 'values', surveyUserId: 42, part: 5 });
    writeDraft(draft, { value: { order: [1], ranked: [] }, pending: null });
    saveRecord(7, record({ surveyUserId: 99 }));

    removeDpLocally(7, 40);

    expect(getRecord(7, 'dp', 40)).toBeNull();
    expect(getRecord(7, 'eq', 41)).toBeNull();
    expect(getRecord(7, 'values', 42)).toBeNull();
    expect(window.localStorage.getItem(draft)).toBeNull();
    expect(isBegun(7, 'dp', 'D')).toBe(false);
    expect(getRecord(7, 'eq', 99)).not.toBeNull();
  });

  it('completing forgets the drafts and the begun mark, and the record unless it is a part', () => {
    const alone = record();
    saveRecord(7, alone);
    markBegun(7, 'eq', alone.surveyAccessCode);
    const draft = draftKey({ userId: 7, product: 'eq', surveyUserId: 12, part: 3 });
    writeDraft(draft, { value: { order: [1], ranked: [] }, pending: [1] });
    completeLocally(7, alone);
    expect(getRecord(7, 'eq', 12)).toBeNull();
    expect(isBegun(7, 'eq', alone.surveyAccessCode)).toBe(false);
    expect(window.localStorage.getItem(draft)).toBeNull();

    const part = record({ surveyUserId: 13, dpSurveyId: 40 });
    saveRecord(7, part);
    completeLocally(7, part);
    expect(getRecord(7, 'eq', 13)).not.toBeNull();
  });

  it('removing a record leaves the same numbers of another user alone', () => {
    saveRecord(7, record());
    saveRecord(8, record());
    removeRecord(7, 'eq', 12);
    expect(getRecord(7, 'eq', 12)).toBeNull();
    expect(getRecord(8, 'eq', 12)).not.toBeNull();
  });
});
