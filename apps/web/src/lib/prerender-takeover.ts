/*
 * Whether the app is taking over a prerendered page (decisions 040, 041): set by main.tsx
 * before it hydrates, cleared by the first <RenderedInBrowser> once it has rendered its part.
 */
let takingOver = false;

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What someone typed into the page's forms before the app took it over, by field name. */
let typed: { name: string; value: string; checked: boolean }[] = [];
let focused: string | null = null;

const isCheckable = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

const changed = (field: Field) => {
  if (field instanceof HTMLSelectElement) {
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  }
  if (isCheckable(field)) return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
};

export function startTakeover(): void {
  takingOver = true;
}

/**
 * The page's forms work before the app has taken them over (the browser's own fields), and the
 * app renders them anew: what was typed is noted here, as late as can be (while the part about
 * to be rendered anew is still on the page, <RenderedInBrowser>), and put back once it is.
 */
export function noteTyped(root: HTMLElement): void {
  const fields = [...root.querySelectorAll<Field>('input[name], select[name], textarea[name]')];
  typed = fields.filter(changed).map((field) => ({
    name: field.name,
    value: field.value,
    checked: isCheckable(field) && field.checked,
  }));
  const active = document.activeElement;
  focused = active && root.contains(active) ? active.getAttribute('name') : null;
}

export function endTakeover(): void {
  takingOver = false;
}

export function isTakingOver(): boolean {
  return takingOver;
}

/** The app's field of that name; of a radio group, the button with that value. */
const fieldNamed = (name: string, value?: string) =>
  [...document.querySelectorAll<Field>('#root [name]')].find(
    (field) =>
      field.name === name &&
      (value === undefined ||
        !(field instanceof HTMLInputElement) ||
        field.type !== 'radio' ||
        field.value === value),
  );

/** Puts back what was typed before the takeover, as typing does: the app's handlers see it. */
export function restoreTyped(): void {
  for (const { name, value, checked } of typed) {
    const field = fieldNamed(name, value);
    if (!field || field.disabled) continue;
    if (isCheckable(field)) {
      field.checked = checked;
    } else {
      field.value = value;
    }
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  }
  if (focused) fieldNamed(focused)?.focus();
  typed = [];
  focused = null;
}
