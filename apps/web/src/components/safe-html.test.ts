// @vitest-environment node
// Issue "HTML from the database is trusted", item 7: exactly one component renders server HTML.
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '..');
const SAFE_HTML = path.join(SRC, 'components', 'safe-html.tsx');
const THIS_TEST = path.join(SRC, 'components', 'safe-html.test.ts');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|js|jsx|mjs)$/.test(entry.name) ? [full] : [];
  });
}

/** Files (relative to src) and lines whose text matches. */
function linesMatching(pattern: RegExp, skip: (file: string) => boolean): string[] {
  return sourceFiles(SRC)
    .filter((file) => !skip(file))
    .flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          pattern.test(line) ? [`${path.relative(SRC, file)}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
}

it('no file but components/safe-html.tsx uses dangerouslySetInnerHTML', () => {
  const found = linesMatching(
    /dangerouslySetInnerHTML/,
    (file) => file === SAFE_HTML || file === THIS_TEST,
  );
  expect(found).toEqual([]);
});

it('components/safe-html.tsx is still the one that renders server HTML', () => {
  expect(fs.readFileSync(SAFE_HTML, 'utf8')).toMatch(/dangerouslySetInnerHTML/);
});

it('no source file writes HTML into the page around React (innerHTML, insertAdjacentHTML, document.write)', () => {
  const found = linesMatching(
    /\.(inner|outer)HTML\s*=(?!=)|insertAdjacentHTML\s*\(|document\.write(ln)?\s*\(/,
    (file) => file === THIS_TEST || /\.test\.tsx?$/.test(file),
  );
  expect(found).toEqual([]);
});
