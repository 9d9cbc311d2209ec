import { defineProject } from 'vitest/config';
import { localeBundles } from './build/locale-bundles';
import { reactOnPreact } from './build/react-on-preact';

export default defineProject({
  plugins: [localeBundles()],
  resolve: {
    // ES modules first (React Router's "module" export, Tabler's and Testing Library's "module"
    // field): a CommonJS require('react') would load React itself, past the aliases.
    conditions: ['module', 'browser', 'development'],
    mainFields: ['module', 'main'],
    alias: reactOnPreact,
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Form tests type into many fields; on two busy cores they can pass 5 s without being slow.
    testTimeout: 20_000,
    // Libraries that import React are bundled for the tests, so that they too get Preact
    // (react-on-preact.ts) rather than Node loading React itself beside it.
    server: {
      deps: {
        inline: [
          /@mantine\//,
          /@testing-library\/react/,
          /@tanstack\/react-query/,
          /react-router/,
          /react-hook-form/,
          /@hookform\//,
          /@dnd-kit\//,
          /@tabler\/icons-react/,
          /react-easy-crop/,
        ],
      },
    },
  },
});
