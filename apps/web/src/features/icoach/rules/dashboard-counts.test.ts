import { describe, expect, it } from 'vitest';
import { categoryCounts, isCourseCompleted, skillPercent, skillsOf } from './dashboard-counts';

const skill = (id: number, category: number, completed: number, total: number) => ({
  id,
  category,
  name: `Skill ${id}`,
  completed,
  total,
  isCompleted: completed === total,
});

describe('iCoach dashboard counts (platform spec §2)', () => {
  const dashboard = {
    '1': [skill(1, 1, 3, 3), skill(2, 1, 1, 4)],
    '2': [skill(3, 2, 2, 2)],
    '3': [],
  };

  it('counts skills completed over skills in the category', () => {
    expect(categoryCounts(skillsOf(dashboard, 1))).toEqual({ completed: 1, total: 2 });
    expect(categoryCounts(skillsOf(dashboard, 3))).toEqual({ completed: 0, total: 0 });
  });

  it("shows a skill's progress as its steps completed, rounded up", () => {
    expect(skillPercent(skill(2, 1, 1, 4))).toBe(25);
    expect(skillPercent({ completed: 1, total: 3, isCompleted: false })).toBe(34);
    expect(skillPercent({ completed: 0, total: 0, isCompleted: true })).toBe(100);
  });

  it('offers the certificate only when every skill of every category is completed', () => {
    expect(isCourseCompleted(dashboard)).toBe(false);
    expect(isCourseCompleted({ '1': [skill(1, 1, 3, 3)], '2': [skill(3, 2, 2, 2)], '3': [] })).toBe(
      true,
    );
    expect(isCourseCompleted({ '1': [], '2': [], '3': [] })).toBe(false);
  });
});
