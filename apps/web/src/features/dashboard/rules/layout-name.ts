import { DEFAULT_LAYOUT, SOFT_TOUCH_LAYOUT } from '@portal/shared/survey-products';

/*
 * A report layout's stored title is a key the code matches on ('E.Q. Soft Touch Report' decides
 * the registration fields and the PDF): it stays as it is, and only its display is translated.
 */
const LAYOUT_NAME_KEYS: Record<string, string> = {
  [DEFAULT_LAYOUT]: 'layouts.default',
  [SOFT_TOUCH_LAYOUT]: 'layouts.soft_touch',
};

/** The dashboard key naming a known layout, or null for one an administrator added. */
export function layoutNameKey(layoutTitle: string): string | null {
  return LAYOUT_NAME_KEYS[layoutTitle] ?? null;
}
