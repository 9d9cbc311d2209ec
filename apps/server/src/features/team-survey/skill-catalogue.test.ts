import { LOCALES } from '@portal/shared/locales';
import { describe, expect, it } from 'vitest';
import { skillCatalogue } from './skill-catalogue.seed.ts';

describe('the skill catalogue file', () => {
  it('has six skills in each category, every text in all 12 languages', () => {
    const skills = skillCatalogue();
    for (const category of [1, 2, 3]) {
      expect(skills.filter((s) => s.category === category)).toHaveLength(6);
    }
    for (const skill of skills) {
      for (const text of [skill.name, skill.inContext, skill.howToDevelop]) {
        expect(Object.keys(text).sort()).toEqual([...LOCALES].sort());
      }
      expect(skill.inContext.ar).not.toBe(skill.inContext.en_GB);
    }
  });
});
