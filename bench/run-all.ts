/** Runs every benchmark in turn: `npm run bench`. Each prints its own table. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const here = import.meta.dirname;
for (const file of [
  'api-me.bench.ts',
  'surveys.bench.ts',
  'icoach.bench.ts',
  'team-survey.bench.ts',
  'team-survey-results.bench.ts',
  'reports.bench.ts',
  'team-survey-report.bench.ts',
  'reset-timing.bench.ts',
  'bundle-size.bench.ts',
]) {
  console.log(`\n=== ${file}`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, file)], {
    stdio: 'inherit',
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
