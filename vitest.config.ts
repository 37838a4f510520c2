import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Unit, service and API tests. The browser suite has its own config (vitest.e2e.config.ts). */
export default defineConfig({
  plugins: [react()],
  test: {
    // Two files at a time even on two cores: the longest files mostly wait on the server processes
    // they start (crash and restart, backups, the data directory lock), not on the CPU.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'server/**/*.test.ts',
            'contracts/**/*.test.ts',
            'scripts/**/*.test.ts',
            'test/**/*.test.ts',
          ],
          globalSetup: ['test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'happy-dom',
          include: ['client/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});
