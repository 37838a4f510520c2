import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import LongFirst from './test/sequencer.js';

/** The server's tests: the node environment, a migrated database template (test/global-setup.ts). */
const server = {
  environment: 'node',
  include: ['server/**/*.test.ts', 'contracts/**/*.test.ts', 'scripts/**/*.test.ts', 'test/**/*.test.ts'],
  globalSetup: ['test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};
/** Server test files that replace a module with vi.mock. */
const MOCKING = [
  'server/features/labor-invites/positions/month.test.ts',
  'server/features/show-pulls/view/view-cache.test.ts',
];

/** Unit, service and API tests. The browser suite has its own config (vitest.e2e.config.ts). */
export default defineConfig({
  plugins: [react()],
  test: {
    // Two files at a time even on two cores: the longest files mostly wait on the server processes
    // they start (crash and restart, backups, the data directory lock), not on the CPU.
    maxWorkers: 2,
    sequence: { sequencer: LongFirst },
    projects: [
      {
        extends: true,
        test: {
          ...server,
          name: 'server',
          // A worker runs its files one after another in one module graph: the app's imports are
          // loaded once per worker, not once per file (about a fifth of each file's CPU). Every
          // file makes its own app and database (test/test-app.ts); state a test helper keeps is
          // kept per database (server/features/xbook/test-fixture.ts).
          isolate: false,
          exclude: [...configDefaults.exclude, ...MOCKING],
        },
      },
      {
        extends: true,
        // A module a file replaces (vi.mock) is only replaced in a fresh module graph: these files
        // keep one each. `--project 'server*'` runs both server projects.
        test: { ...server, name: 'server-mocking', include: MOCKING },
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
