import type { Section } from '@portal/shared/surveys';
import { describe, expect, it } from 'vitest';
import type { LocalSurveyRecord } from '../storage/local-records';
import { decideFinish, decideSection, sectionHref } from './section-decision';

const sections: Section[] = [
  { id: 31, position: 1, title: 'One', instructions: '' },
  { id: 32, position: 2, title: 'Two', instructions: '' },
  { id: 33, position: 3, title: 'Three', instructions: '' },
];
const record = (over: Partial<LocalSurveyRecord> = {}): LocalSurveyRecord => ({
  surveyProductType: 'eq',
  surveyAccessCode: 'x'.repeat(50),
  surveyProductId: 1,
  surveyProductTitle: 'E.Q. Next',
  surveyUserId: 12,
  dpSurveyId: null,
  dpChildSurveys: [],
  ...over,
});

describe('which section the taking page shows (platform spec §4)', () => {
  it("shows the URL's section when it is the server's next one", () => {
    expect(decideSection({ sections, progress: { nextSection: 32 }, sectionNumber: 2 })).toEqual({
      type: 'show',
      section: sections[1],
    });
  });

  it("an answered section, or one not reached, moves to the server's next section", () => {
    expect(decideSection({ sections, progress: { nextSection: 33 }, sectionNumber: 1 })).toEqual({
      type: 'go-to-section',
      sectionNumber: 3,
    });
    expect(decideSection({ sections, progress: { nextSection: 31 }, sectionNumber: 3 })).toEqual({
      type: 'go-to-section',
      sectionNumber: 1,
    });
  });

  it('no next section means the survey is over; an unknown one is not found', () => {
    expect(
      decideSection({ sections, progress: { nextSection: null }, sectionNumber: 2 }).type,
    ).toBe('over');
    expect(decideSection({ sections, progress: { nextSection: 99 }, sectionNumber: 1 }).type).toBe(
      'not-found',
    );
  });
});

describe('where the last section leads (platform spec §4)', () => {
  it('a ranking survey on its own is complete', () => {
    expect(decideFinish(record())).toEqual({
      type: 'navigate',
      href: '/complete?title=E.Q.+Next',
      complete: true,
    });
  });

  it("a Soft Touch survey's completion page is told whose report to offer (issue 9)", () => {
    expect(decideFinish(record(), { softTouch: true })).toEqual({
      type: 'navigate',
      href: '/complete?title=E.Q.+Next&report=12',
      complete: true,
    });
  });

  it('iPulse goes on to its comment page', () => {
    expect(decideFinish(record({ surveyProductType: 'ipulse' }))).toEqual({
      type: 'navigate',
      href: '/ipulse/12/part/comment',
      complete: false,
    });
  });

  it("a discovery process's eq and values parts go to the part-completed page, behaviours ends it", () => {
    expect(decideFinish(record({ dpSurveyId: 40 }))).toEqual({
      type: 'navigate',
      href: '/discovery-process/eq/12/completed',
      complete: true,
    });
    expect(decideFinish(record({ surveyProductType: 'values', dpSurveyId: 40 })).type).toBe(
      'navigate',
    );
    expect(decideFinish(record({ surveyProductType: 'behaviours', dpSurveyId: 40 }))).toEqual({
      type: 'finish-dp',
      dpSurveyUserId: 40,
    });
  });

  it('builds section addresses per route', () => {
    expect(sectionHref(record(), 2)).toBe('/eq/12/part/2');
    expect(sectionHref(record({ surveyProductType: 'ipulse' }), 2)).toBe(
      '/ipulse/12/part/section/2',
    );
    expect(sectionHref(record({ surveyProductType: 'values', dpSurveyId: 40 }), 3)).toBe(
      '/discovery-process/values/12/part/3',
    );
  });
});
