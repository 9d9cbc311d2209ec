import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'shared',
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    // Property tests run hundreds of cases; leave them room on a loaded machine.
    testTimeout: 20_000,
  },
});
