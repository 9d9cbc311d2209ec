// @vitest-environment node
// Fails when a component shows text that does not come from t(): JSX text with letters, or a
// string literal in an attribute a person reads or hears (issue 2: "a test fails when a component
// shows an untranslated literal").
import fs from 'node:fs';
import path from 'node:path';
import { parse } from '@babel/parser';
import { expect, it } from 'vitest';

const SRC = import.meta.dirname;
const READABLE_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'title',
  'alt',
  'placeholder',
  'label',
  'description',
  'error',
]);
const HAS_WORD = /\p{L}{2,}/u;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [full] : [];
  });
}

type Node = { type: string; [key: string]: unknown };

function literalsIn(file: string): string[] {
  const code = fs.readFileSync(file, 'utf8');
  const { program } = parse(code, { sourceType: 'module', plugins: ['typescript', 'jsx'] });
  const found: string[] = [];
  const line = (pos: number) => code.slice(0, pos).split('\n').length;
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    const n = node as Node & { start: number };
    if (n.type === 'JSXText' && HAS_WORD.test(String(n.value))) {
      found.push(`${path.relative(SRC, file)}:${line(n.start)} text "${String(n.value).trim()}"`);
    }
    if (n.type === 'JSXAttribute') {
      const name = (n.name as { name?: string })?.name;
      const value = n.value as (Node & { value?: unknown }) | null;
      if (
        name &&
        READABLE_ATTRIBUTES.has(name) &&
        value?.type === 'StringLiteral' &&
        HAS_WORD.test(String(value.value))
      ) {
        found.push(`${path.relative(SRC, file)}:${line(n.start)} ${name}="${String(value.value)}"`);
      }
    }
    for (const value of Object.values(n)) if (value && typeof value === 'object') visit(value);
  };
  visit(program);
  return found;
}

it('no component shows a literal that is not translated', () => {
  const files = sourceFiles(SRC);
  expect(files.length).toBeGreaterThan(0);
  expect(files.flatMap(literalsIn)).toEqual([]);
});
