import { describe, expect, it } from 'vitest';
import { placeInFile } from './content-file-import';

describe('placeInFile', () => {
  it('names a place in an imported file with its positions counted from 1', () => {
    expect(placeInFile('skills.0.steps.2.title')).toBe('skills › 1 › steps › 3 › title');
    expect(placeInFile('accessCode')).toBe('accessCode');
  });
});
