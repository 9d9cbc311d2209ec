import fs from 'node:fs';
import type { LocalisedText } from '../../db/schema/lookups.ts';
import { tsSkills } from '../../db/schema/team-survey.ts';
import type { Tx } from '../../db/transaction.ts';
import { sanitizeStoredHtmlByLocale } from '../../lib/safe-html.ts';

/**
 * The 360 skill catalogue (issue 11): 18 skills, 6 per category, each with 'this skill in context'
 * and 'how to develop' per locale, from a file in the repository. Reference data: written with the
 * rest when it changes (seed.ts), matched by key so ratees keep their skills.
 */
export interface CatalogueSkill {
  key: string;
  category: 1 | 2 | 3;
  name: LocalisedText;
  inContext: LocalisedText;
  howToDevelop: LocalisedText;
}

const FILE = new URL('./data/skill-catalogue.json', import.meta.url);
let catalogue: CatalogueSkill[] | undefined;
export function skillCatalogue(): CatalogueSkill[] {
  catalogue ??= JSON.parse(fs.readFileSync(FILE, 'utf8')) as CatalogueSkill[];
  return catalogue;
}

export async function seedSkillCatalogue(tx: Tx): Promise<void> {
  for (const [index, skill] of skillCatalogue().entries()) {
    const values = {
      category: skill.category,
      position: index + 1,
      names: skill.name,
      inContexts: sanitizeStoredHtmlByLocale(skill.inContext),
      howToDevelops: sanitizeStoredHtmlByLocale(skill.howToDevelop),
    };
    await tx
      .insert(tsSkills)
      .values({ key: skill.key, ...values })
      .onConflictDoUpdate({ target: tsSkills.key, set: values });
  }
}
