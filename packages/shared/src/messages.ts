/**
 * Reading the message files of packages/shared/locales, the same way on the server (mail,
 * reports, errors) and in the browser (decision 036): a key is '<namespace>.<path>', a message
 * fills its {{name}} slots from the values given.
 */
export type MessageTree = { [key: string]: string | MessageTree };

/** The text at a dotted path in one namespace's tree; an empty text counts as missing. */
export function messageAt(
  tree: MessageTree | undefined,
  path: readonly string[],
): string | undefined {
  let node: string | MessageTree | undefined = tree;
  for (const part of path) {
    if (!node || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' && node !== '' ? node : undefined;
}

const SLOT = /\{\{\s*(\w+)\s*\}\}/g;

/** Fills {{name}} slots; a slot with no value given reads as nothing rather than as its name. */
export function fillSlots(
  text: string,
  values: Readonly<Record<string, unknown>> | undefined,
): string {
  if (!values || !text.includes('{{')) return text;
  return text.replace(SLOT, (_, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? '' : String(value);
  });
}
