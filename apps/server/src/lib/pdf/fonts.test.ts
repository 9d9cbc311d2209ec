import { describe, expect, it } from 'vitest';
import { breakOpportunities, fontStack } from './fonts.ts';

describe('line breaking', () => {
  it('keeps words of spaced scripts whole (no English hyphenation of other languages)', () => {
    for (const word of ['Selbstwahrnehmung', 'आत्म-जागरूकता', 'الذاتي', '자기']) {
      expect(breakOpportunities(word)).toEqual([word]);
    }
  });

  it('lets Chinese and Japanese break between characters, with no hyphen', () => {
    expect(breakOpportunities('自我觉察')).toEqual(['自', '', '我', '', '觉', '', '察']);
  });

  it('keeps closing punctuation off a line start and opening brackets off a line end', () => {
    expect(breakOpportunities('情绪、优势')).toEqual(['情', '', '绪、', '', '优', '', '势']);
    expect(breakOpportunities('（高）')).toEqual(['（高）']);
    expect(breakOpportunities('E.Q.报告')).toEqual(['E.Q.', '', '报', '', '告']);
  });
});

describe('font stacks', () => {
  it('start with Latin and put the reader’s own CJK font before the others', () => {
    expect(fontStack('ja')).toEqual([
      'NotoSans',
      'NotoSansArabic',
      'NotoSansDevanagari',
      'NotoSansJP',
      'NotoSansSC',
      'NotoSansKR',
    ]);
    expect(fontStack('zh-Hans').slice(3)).toEqual(['NotoSansSC', 'NotoSansJP', 'NotoSansKR']);
    expect(fontStack('hi')[1]).toBe('NotoSansDevanagari');
  });
});
