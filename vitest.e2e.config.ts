import { defineConfig } from 'vitest/config';

/** The browser suite: one server with the demo data, Debian's Chromium driven by playwright-core. */
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One browser at a time on a 2-core machine; the files share one server.
    fileParallelism: false,
  },
});
