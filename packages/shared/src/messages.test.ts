import { describe, expect, it } from 'vitest';
import { fillSlots, messageAt } from './messages.ts';

describe('messageAt', () => {
  const tree = { error_page: { title: 'Something went wrong', empty: '' }, flat: 'Flat' };

  it('follows a dotted path to its text', () => {
    expect(messageAt(tree, ['error_page', 'title'])).toBe('Something went wrong');
    expect(messageAt(tree, ['flat'])).toBe('Flat');
  });

  it('has nothing for a missing path, a branch, a path through a text or an empty text', () => {
    expect(messageAt(tree, ['error_page', 'nope'])).toBeUndefined();
    expect(messageAt(tree, ['error_page'])).toBeUndefined();
    expect(messageAt(tree, ['flat', 'deeper'])).toBeUndefined();
    // An empty text is a translation not written yet: the caller falls back to en_GB.
    expect(messageAt(tree, ['error_page', 'empty'])).toBeUndefined();
    expect(messageAt(undefined, ['flat'])).toBeUndefined();
  });
});

describe('fillSlots', () => {
  it('fills every {{name}}, spaces inside the braces allowed, numbers as written', () => {
    expect(fillSlots('{{done}} of {{ total }} ({{done}})', { done: 3, total: 18 })).toBe(
      '3 of 18 (3)',
    );
  });

  it('reads a slot with no value as nothing, never as its name', () => {
    expect(fillSlots('Hello {{name}}!', {})).toBe('Hello !');
    expect(fillSlots('Hello {{name}}!', { name: null })).toBe('Hello !');
  });

  it('puts values in as text: no slot inside a value is filled again', () => {
    expect(fillSlots('{{a}} and {{b}}', { a: '{{b}}', b: '<b>x</b>' })).toBe('{{b}} and <b>x</b>');
  });

  it('leaves a text without values as it is', () => {
    expect(fillSlots('Total {{n}}', undefined)).toBe('Total {{n}}');
  });
});
