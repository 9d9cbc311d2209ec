import type { IcoachUserResponse } from '@portal/shared/icoach';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { beginRecord, blockedOutcome, courseDateMessage, decideBegin } from './begin-decision';

const course = {
  id: 4,
  title: 'Skills for Work',
  accessCode: 'DemoIcoachCourse0000000000000000000000000000000000',
  validFrom: '2026-01-01',
  validTo: '2026-12-31',
};
const icoachUser = (over: Partial<IcoachUserResponse> = {}): IcoachUserResponse => ({
  id: 31,
  isAuthorized: true,
  icoachCourseId: 4,
  icoachAccessCode: course.accessCode,
  icoachCourseTitle: course.title,
  icoachSkillCategoryId: 1,
  ...over,
});

describe('iCoach begin (platform spec §4, §5, §8)', () => {
  it('checks the course dates by calendar day, both ends included', () => {
    expect(courseDateMessage(course, '2025-12-31')).toBe('icoach.problems.not_active');
    expect(courseDateMessage(course, '2026-01-01')).toBeNull();
    expect(courseDateMessage(course, '2026-12-31')).toBeNull();
    expect(courseDateMessage(course, '2027-01-01')).toBe('icoach.problems.expired');
    expect(courseDateMessage({ validFrom: null, validTo: null }, '1999-01-01')).toBeNull();
  });

  it('goes to the course dashboard of the iCoach user it got or created', () => {
    expect(decideBegin({ course, icoachUser: icoachUser(), today: '2026-06-01' })).toEqual({
      type: 'dashboard',
      href: '/icoach/31/dashboard',
    });
  });

  it('shows the date message instead of beginning an expired course', () => {
    expect(decideBegin({ course, icoachUser: icoachUser(), today: '2027-02-01' })).toEqual({
      type: 'message',
      message: 'icoach.problems.expired',
    });
  });

  it('sends an iCoach user without access to the packages, not to the dashboard', () => {
    const decision = decideBegin({
      course,
      icoachUser: icoachUser({ isAuthorized: false }),
      today: '2026-06-01',
    });
    expect(decision).toEqual({ type: 'package' });
  });

  it('records the course with soft skills first, keeping a category chosen before', () => {
    expect(beginRecord(course, icoachUser({ icoachSkillCategoryId: 3 }), null)).toEqual({
      icoachAccessCode: course.accessCode,
      icoachCourseId: 4,
      icoachUserId: 31,
      icoachCourseTitle: 'Skills for Work',
      icoachSkillCategoryId: 1,
    });
    const previous = {
      ...beginRecord(course, icoachUser(), null),
      icoachSkillCategoryId: 2 as const,
    };
    expect(beginRecord(course, icoachUser(), previous).icoachSkillCategoryId).toBe(2);
  });

  it('shows a validity message, offers packages for a 403, and is not found otherwise', () => {
    expect(blockedOutcome(new ApiError(400, 'This iCoach has now expired.'))).toEqual({
      type: 'message',
      message: 'This iCoach has now expired.',
    });
    expect(blockedOutcome(new ApiError(403, 'Buy a package to open it.'))).toEqual({
      type: 'package',
      message: 'Buy a package to open it.',
    });
    expect(blockedOutcome(new ApiError(404, 'Not found'))).toEqual({ type: 'notFound' });
    expect(blockedOutcome(new ApiError(500, 'Oops'))).toEqual({ type: 'failed' });
    expect(blockedOutcome(new TypeError('Failed to fetch'))).toEqual({ type: 'failed' });
  });
});
