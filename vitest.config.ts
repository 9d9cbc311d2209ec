import { defineConfig } from 'vitest/config';

// One runner for the unit and integration tests of every workspace; browser journeys are in e2e/.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
    // Each server test file builds its own app on its own database: two at a time suit two cores.
    maxWorkers: 2,
  },
});
