import { byCategory } from './categories';

/*
 * The anonymous comments of a period (decision 024), put under the skill they are about, in the
 * order the skills are listed (by category). Within a skill they keep the server's order, which
 * follows their text and so says nothing of who wrote them or when.
 */
export interface SkillComments {
  skill: string;
  comments: string[];
}

export function commentsBySkill(
  comments: readonly { skill: string; comment: string }[],
  skills: readonly { name: string; category: number }[],
): SkillComments[] {
  const order = byCategory([...skills]).flatMap((group) => group.skills.map((s) => s.name));
  const groups = new Map<string, string[]>();
  for (const name of order) groups.set(name, []);
  for (const { skill, comment } of comments) {
    const list = groups.get(skill);
    if (list) list.push(comment);
    else groups.set(skill, [comment]);
  }
  return [...groups]
    .filter(([, list]) => list.length > 0)
    .map(([skill, list]) => ({ skill, comments: list }));
}
