import { describe, expect, it } from 'vitest';
import { matchesTypedConfirmation, personBadges, personName } from './people';

const person = {
  isAdmin: false,
  deactivatedAt: null,
  awaitingOwnerSince: null,
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Lee',
};

describe('person badges', () => {
  it('an ordinary active person carries none', () => {
    expect(personBadges(person)).toEqual([]);
  });

  it('an administrator who is deactivated carries both, in a fixed order', () => {
    expect(
      personBadges({ ...person, deactivatedAt: '2026-01-01T00:00:00Z', isAdmin: true }),
    ).toEqual(['administrator', 'deactivated']);
  });

  it('an account waiting for its owner and an erased placeholder are marked', () => {
    expect(personBadges({ ...person, awaitingOwnerSince: '2026-01-01T00:00:00Z' })).toEqual([
      'awaiting_owner',
    ]);
    expect(personBadges({ ...person, email: 'erased-12@erased.invalid' })).toEqual(['erased']);
  });
});

describe('the typed confirmation of an erasure', () => {
  it('matches the email whatever the case and surrounding spaces', () => {
    expect(matchesTypedConfirmation('  ANN@example.com ', 'ann@example.com')).toBe(true);
  });

  it('refuses another address, a part of it, or nothing', () => {
    expect(matchesTypedConfirmation('ann@example.co', 'ann@example.com')).toBe(false);
    expect(matchesTypedConfirmation('', 'ann@example.com')).toBe(false);
    expect(matchesTypedConfirmation('', '')).toBe(false);
  });
});

describe('a person’s name', () => {
  it('falls back to the email when there is no name yet', () => {
    expect(personName(person)).toBe('Ann Lee');
    expect(personName({ ...person, firstName: '', lastName: '' })).toBe('ann@example.com');
  });
});
