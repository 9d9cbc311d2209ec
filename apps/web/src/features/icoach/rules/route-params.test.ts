import { describe, expect, it } from 'vitest';
import { parseAccessCode, parseDashboardParams, parseSkillParams } from './route-params';

const CODE = 'DemoIcoachCourse0000000000000000000000000000000000';

describe('iCoach route parameters (platform spec §2, §5)', () => {
  it('accepts an access code of exactly 50 letters and digits, and nothing else', () => {
    expect(parseAccessCode(CODE)).toBe(CODE);
    expect(parseAccessCode(CODE.slice(1))).toBeNull();
    expect(parseAccessCode(`${CODE}0`)).toBeNull();
    expect(parseAccessCode(`${CODE.slice(1)}-`)).toBeNull();
    expect(parseAccessCode(undefined)).toBeNull();
  });

  it('reads a skill address only when all three ids are digits', () => {
    expect(parseSkillParams({ icoachUserId: '12', skillId: '3', stepId: '2' })).toEqual({
      icoachUserId: 12,
      skillId: 3,
      step: 2,
    });
    expect(parseSkillParams({ icoachUserId: '12', skillId: '3', stepId: '0' })).toBeNull();
    expect(parseSkillParams({ icoachUserId: '12', skillId: 'x', stepId: '1' })).toBeNull();
    expect(parseSkillParams({ icoachUserId: '1e3', skillId: '3', stepId: '1' })).toBeNull();
    expect(parseSkillParams({ icoachUserId: '12', skillId: '3' })).toBeNull();
  });

  it('reads a dashboard address with an optional access code and token', () => {
    expect(parseDashboardParams({ icoachUserId: '7' })).toEqual({
      icoachUserId: 7,
      accessCode: null,
      token: null,
    });
    expect(parseDashboardParams({ icoachUserId: '7', accessCode: CODE, token: 'abc' })).toEqual({
      icoachUserId: 7,
      accessCode: CODE,
      token: 'abc',
    });
    expect(parseDashboardParams({ icoachUserId: '7', accessCode: 'short' })).toBeNull();
    expect(parseDashboardParams({ icoachUserId: 'seven' })).toBeNull();
  });
});
