import type { DpProgressResponse, SurveyUserResponse } from '@portal/shared/surveys';
import { describe, expect, it } from 'vitest';
import { dateMessage, decideDpNext, decideStart, needsResiliencyStatus } from './start-decision';

const CODE = 'DemoEq'.padEnd(50, '0');
const survey = {
  title: 'E.Q. Professional',
  accessCode: CODE,
  validFrom: '2020-01-01',
  validTo: null,
};
const user = (over: Partial<SurveyUserResponse> = {}): SurveyUserResponse => ({
  surveyUserId: 12,
  isAuthorized: true,
  isCompleted: false,
  ...over,
});
const TODAY = '2026-06-01';

describe('starting a survey (platform spec §4)', () => {
  it('shows the date messages before anything else', () => {
    expect(dateMessage({ validFrom: '2099-01-01', validTo: null }, TODAY)).toBe(
      'surveys.not_active',
    );
    expect(dateMessage({ validFrom: null, validTo: '2020-12-31' }, TODAY)).toBe('surveys.expired');
    expect(dateMessage(survey, TODAY)).toBeNull();
    expect(
      decideStart({
        routeProduct: 'eq',
        survey: { ...survey, validTo: '2021-01-01' },
        surveyUser: user({ isAuthorized: false }),
        today: TODAY,
      }),
    ).toEqual({ type: 'message', message: 'surveys.expired' });
  });

  it('an unpaid survey goes to its payment page', () => {
    expect(
      decideStart({
        routeProduct: 'eq',
        survey,
        surveyUser: user({ isAuthorized: false }),
        today: TODAY,
      }),
    ).toEqual({ type: 'payment', href: `/payment/eq/${CODE}` });
    expect(
      decideStart({
        routeProduct: 'discovery-process',
        survey,
        surveyUser: user({ isAuthorized: false }),
        today: TODAY,
      }),
    ).toEqual({ type: 'payment', href: `/payment/discovery-process/${CODE}` });
  });

  it('a completed survey user goes to complete with the reason', () => {
    expect(
      decideStart({
        routeProduct: 'eq',
        survey,
        surveyUser: user({ isCompleted: true }),
        today: TODAY,
      }),
    ).toEqual({
      type: 'complete',
      href: '/complete?title=E.Q.+Professional&reason=already_completed',
    });
  });

  it('an available survey begins at section 1, on the iPulse route for iPulse', () => {
    expect(
      decideStart({ routeProduct: 'values', survey, surveyUser: user(), today: TODAY }),
    ).toEqual({
      type: 'begin',
      href: '/values/12/part/1',
    });
    expect(
      decideStart({ routeProduct: 'ipulse', survey, surveyUser: user(), today: TODAY }),
    ).toEqual({
      type: 'begin',
      href: '/ipulse/12/part/section/1',
    });
  });

  it('a discovery process asks its progress next', () => {
    expect(
      decideStart({ routeProduct: 'discovery-process', survey, surveyUser: user(), today: TODAY }),
    ).toEqual({ type: 'dp-progress' });
  });
});

describe('discovery-process continue (platform spec §4)', () => {
  const progress = (over: Partial<DpProgressResponse> = {}): DpProgressResponse => ({
    isCompleted: false,
    nextSurveyPart: { id: 9, product: 'values', surveyUserId: 41 },
    partsCompleted: 1,
    resiliency: false,
    ...over,
  });
  const base = { dpSurveyUserId: 40, title: 'Discovery Process' };

  it('goes to the next part while one is left', () => {
    expect(decideDpNext({ ...base, progress: progress() })).toEqual({
      type: 'part',
      part: { id: 9, product: 'values', surveyUserId: 41 },
    });
    expect(needsResiliencyStatus(progress({ resiliency: true }))).toBe(false);
  });

  it('completes when the process is complete or no part is left', () => {
    const done = { type: 'complete', href: '/complete?title=Discovery+Process' };
    expect(decideDpNext({ ...base, progress: progress({ isCompleted: true }) })).toEqual(done);
    expect(decideDpNext({ ...base, progress: progress({ nextSurveyPart: null }) })).toEqual(done);
  });

  it('asks the resiliency questions first when they apply and are not answered', () => {
    const over = progress({ isCompleted: true, nextSurveyPart: null, resiliency: true });
    expect(needsResiliencyStatus(over)).toBe(true);
    const status = { resiliencyStatus: true, dpSurveyUserId: 40, answered: false };
    expect(decideDpNext({ ...base, progress: over, resiliency: status })).toEqual({
      type: 'resiliency',
      href: '/survey/resiliency?dpSurveyUserId=40&title=Discovery+Process',
    });
    expect(
      decideDpNext({ ...base, progress: over, resiliency: { ...status, answered: true } }).type,
    ).toBe('complete');
    // A failed status call (null) is only logged: the process completes.
    expect(decideDpNext({ ...base, progress: over, resiliency: null }).type).toBe('complete');
  });
});
