/*
 * What the test checkout's card fields show while a person types: the card number in groups of
 * four, the expiry as MM/YY. The schema (SandboxPayBodySchema) accepts both with or without the
 * spaces and the slash, so the formatting is only for reading.
 */

export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 16);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '0428' → '04/28'; two digits stay as they are, so deleting the slash is not undone. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export function formatCvc(value: string): string {
  return value.replace(/\D/g, '').slice(0, 4);
}
