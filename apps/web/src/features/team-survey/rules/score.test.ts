import { describe, expect, it } from 'vitest';
import { defaultScore, formatScore, fromTenths, levelOf, toTenths } from './score';

describe('360 scores', () => {
  it('a skill score of 70 reads 7.0 and a manager score of 7 reads 7.0', () => {
    expect(formatScore(70, 'skill', 'en_GB')).toBe('7.0');
    expect(formatScore(7, 'manager', 'en_GB')).toBe('7.0');
    expect(formatScore(100, 'skill', 'en_GB')).toBe('10.0');
    expect(formatScore(0, 'skill', 'en_GB')).toBe('0.0');
  });

  it('keeps one decimal of an average and writes it the reader’s way', () => {
    expect(formatScore(65, 'skill', 'en_GB')).toBe('6.5');
    expect(formatScore(6.5, 'manager', 'fr')).toBe('6,5');
    expect(formatScore(70, 'skill', 'de')).toBe('7,0');
  });

  it('the phone’s 0-10 select sends 0-100 for a skill and 0-10 for a manager', () => {
    expect(fromTenths(7, 'skill')).toBe(70);
    expect(fromTenths(7, 'manager')).toBe(7);
    expect(fromTenths(11, 'skill')).toBe(100);
    expect(fromTenths(-1, 'manager')).toBe(0);
    expect(toTenths(fromTenths(4, 'skill'), 'skill')).toBe(4);
  });

  it('starts at 1 on the 0-10 scale', () => {
    expect(defaultScore('skill')).toBe(10);
    expect(defaultScore('manager')).toBe(1);
  });

  it('puts each score under one of the five labels', () => {
    expect([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100].map((s) => levelOf(s, 'skill'))).toEqual([
      'l1',
      'l1',
      'l2',
      'l2',
      'l3',
      'l3',
      'l4',
      'l4',
      'l5',
      'l5',
      'l5',
    ]);
    expect(levelOf(5, 'manager')).toBe('l3');
    expect(levelOf(10, 'manager')).toBe('l5');
  });
});
