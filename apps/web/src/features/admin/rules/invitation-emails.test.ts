import { describe, expect, it } from 'vitest';
import { checkAddresses, csvAddresses, splitPasted } from './invitation-emails';

describe('invitation addresses', () => {
  it('reads a pasted list in lines, commas and semicolons, folding case and repeats', () => {
    const read = checkAddresses(
      splitPasted(
        'Ann@Example.com\nbob@example.com, ann@example.com;  Cy <cy@example.com>\n\nnope',
      ),
    );
    expect(read.valid).toEqual(['ann@example.com', 'bob@example.com', 'cy@example.com']);
    expect(read.repeated).toBe(1);
    expect(read.invalid).toEqual([{ text: 'nope', message: 'validation.email_invalid' }]);
  });

  it('takes the column headed like email from a CSV file, quoted or not', () => {
    const csv =
      'Name;E-mail address;Team\r\n"Lee, Ann";ann@example.com;A\r\nBob;"bob@example.com";B\r\n';
    expect(csvAddresses(csv)).toEqual(['ann@example.com', 'bob@example.com']);
  });

  it('finds the column of addresses when no header names it', () => {
    expect(csvAddresses('Ann,ann@example.com\nBob,bob@example.com')).toEqual([
      'ann@example.com',
      'bob@example.com',
    ]);
  });
});
