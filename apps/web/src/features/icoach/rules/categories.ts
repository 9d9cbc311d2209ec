import {
  DEFAULT_ICOACH_CATEGORY,
  ICOACH_CATEGORIES,
  type IcoachCategory,
} from '@portal/shared/icoach';

/** platform spec §1: 1 soft skills, 2 essential business skills, 3 organisational skills. */
export function isCategory(value: unknown): value is IcoachCategory {
  return (ICOACH_CATEGORIES as readonly unknown[]).includes(value);
}

/** The category a number names, or soft skills (platform spec §9: "default soft skills"). */
export function categoryOr(value: unknown): IcoachCategory {
  return isCategory(value) ? value : DEFAULT_ICOACH_CATEGORY;
}

/** The translation key of a category's name. */
export function categoryKey(category: IcoachCategory): string {
  return `categories.c${category}`;
}
