import { isErasedEmail, type PersonSummary } from '@portal/shared/admin-people';

/** The marks a person carries in the console's People list and on their page. */
export const PERSON_BADGES = ['administrator', 'deactivated', 'awaiting_owner', 'erased'] as const;
export type PersonBadge = (typeof PERSON_BADGES)[number];

/** Which badges a person shows, always in the order of PERSON_BADGES. */
export function personBadges(
  person: Pick<PersonSummary, 'isAdmin' | 'deactivatedAt' | 'awaitingOwnerSince' | 'email'>,
): PersonBadge[] {
  const badges: PersonBadge[] = [];
  if (person.isAdmin) badges.push('administrator');
  if (person.deactivatedAt) badges.push('deactivated');
  if (person.awaitingOwnerSince) badges.push('awaiting_owner');
  if (isErasedEmail(person.email)) badges.push('erased');
  return badges;
}

/**
 * Erasing cannot be undone, so the administrator types the person's email first (issue 13:
 * "every destructive action confirmed"). Spaces around it and letter case do not matter; an
 * empty box never matches.
 */
export function matchesTypedConfirmation(typed: string, email: string): boolean {
  const wanted = email.trim().toLowerCase();
  return wanted.length > 0 && typed.trim().toLowerCase() === wanted;
}

/** "Ann Lee", or the email when the account has no name yet (waiting for its owner). */
export function personName(person: Pick<PersonSummary, 'firstName' | 'lastName' | 'email'>) {
  const name = `${person.firstName} ${person.lastName}`.trim();
  return name || person.email;
}
