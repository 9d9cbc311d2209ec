import { describe, expect, it } from 'vitest';
import { byCategory, parseCategory } from './categories';

describe('skills by category', () => {
  it('groups in category order and leaves out empty categories', () => {
    const skills = [
      { id: 1, category: 3 },
      { id: 2, category: 1 },
      { id: 3, category: 3 },
    ];
    expect(byCategory(skills)).toEqual([
      { category: 1, skills: [{ id: 2, category: 1 }] },
      {
        category: 3,
        skills: [
          { id: 1, category: 3 },
          { id: 3, category: 3 },
        ],
      },
    ]);
  });

  it('knows the three categories only', () => {
    expect(parseCategory('2')).toBe(2);
    expect(parseCategory('4')).toBeNull();
    expect(parseCategory(null)).toBeNull();
  });
});
