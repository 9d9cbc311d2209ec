import { describe, expect, it } from 'vitest';
import { commentsBySkill } from './period-comments';

const skills = [
  { name: 'Decision Making', category: 2 },
  { name: 'Communication', category: 1 },
  { name: 'Leading Others', category: 3 },
];

describe('a period’s comments', () => {
  it('go under their skill, skills in category order, each keeping the server’s order', () => {
    const grouped = commentsBySkill(
      [
        { skill: 'Leading Others', comment: 'a' },
        { skill: 'Communication', comment: 'b' },
        { skill: 'Decision Making', comment: 'c' },
        { skill: 'Communication', comment: 'd' },
      ],
      skills,
    );
    expect(grouped).toEqual([
      { skill: 'Communication', comments: ['b', 'd'] },
      { skill: 'Decision Making', comments: ['c'] },
      { skill: 'Leading Others', comments: ['a'] },
    ]);
  });

  it('leave out skills without comments and keep one about a skill not listed, last', () => {
    expect(
      commentsBySkill(
        [
          { skill: 'Unknown', comment: 'x' },
          { skill: 'Communication', comment: 'y' },
        ],
        skills,
      ),
    ).toEqual([
      { skill: 'Communication', comments: ['y'] },
      { skill: 'Unknown', comments: ['x'] },
    ]);
  });
});
