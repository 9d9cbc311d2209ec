import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { localeBundles } from './build/locale-bundles';

export default defineProject({
  plugins: [react(), localeBundles()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Form tests type into many fields; on two busy cores they can pass 5 s without being slow.
    testTimeout: 20_000,
  },
});
