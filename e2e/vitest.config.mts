import { defineConfig } from 'vitest/config';

/** Browser tests: the built app (`npm start`'s build) on a temporary embedded database, driven in Debian's chromium. */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    reporters: ['verbose'],
  },
});
