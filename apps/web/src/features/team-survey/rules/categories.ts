import { TS_CATEGORIES } from '@portal/shared/team-survey';

/** team-survey spec §3: "Categories: 1 Soft Skills, 2 Essential Business Skills, 3 Organisational Skills." */
export type TsCategory = (typeof TS_CATEGORIES)[number];

export const categoryKey = (category: number) => `team-survey.categories.c${category}`;

/** The skills of each category, in category order; categories without skills are left out. */
export function byCategory<T extends { category: number }>(
  skills: T[],
): { category: TsCategory; skills: T[] }[] {
  return TS_CATEGORIES.map((category) => ({
    category,
    skills: skills.filter((s) => s.category === category),
  })).filter((group) => group.skills.length > 0);
}

export function parseCategory(value: string | null | undefined): TsCategory | null {
  const n = Number(value);
  return (TS_CATEGORIES as readonly number[]).includes(n) ? (n as TsCategory) : null;
}
