#!/usr/bin/env node
// `npm test`: every check, in order, the same locally and in CI. Stops at the first failure.
// Steps: typecheck, lint and format, unit and integration tests (Vitest), browser journeys
// (Playwright in Chromium against a real server and database).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2);

const steps = [
  ['typecheck', 'npx', ['tsc', '-b']],
  ['lint', 'npx', ['biome', 'ci', '.']],
  ['unit and integration', 'npx', ['vitest', 'run']],
  ['web build', 'npm', ['run', 'build', '-w', '@portal/web']],
  ['browser', 'npm', ['test', '-w', '@portal/e2e']],
];

const results = [];
for (const [name, command, args] of steps) {
  if (only.length && !only.includes(name.split(' ')[0])) continue;
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const run = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push(`${run.status === 0 ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
  if (run.status !== 0) {
    console.log(`\n${results.join('\n')}`);
    process.exit(run.status ?? 1);
  }
}
console.log(`\n${results.join('\n')}`);
