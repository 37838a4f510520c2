import fs from 'node:fs';
import { DEMO_PASSWORD } from '../server/seed/index.js';
import { startServer } from '../test/server-process.js';
import { screenCases } from './cases/index.js';
import { BENCH_DATA_DIR, benchTarget, openBenchDatabase } from './database.js';
import { measureScreens, screensMarkdown } from './screens.js';

/** `npm run bench -- --only screens`: the screens alone (BENCH_ONLY still picks some by name). */
export const screensOnly = (argv: string[]) => /--only[= ]screens\b/.test(argv.join(' '));

/** Runs after run.ts has built the client, compiled the server and prepared the data set. */
export async function runScreensOnly(log: (m: string) => void): Promise<void> {
  const only = process.env.BENCH_ONLY?.toLowerCase();
  const screens = screenCases.filter((s) => !only || s.name.toLowerCase().includes(only));
  const database = await openBenchDatabase();
  const paths: string[] = [];
  try {
    for (const s of screens) paths.push((await s.prepare(database.db)).path);
  } finally {
    await database.close();
  }
  const target = benchTarget();
  const server = await startServer(
    target.kind === 'pglite' ? { DATA_DIR: BENCH_DATA_DIR } : { DATABASE_URL: process.env.DATABASE_URL! },
    { compiled: true },
  );
  try {
    await server.ready();
    log('screens...');
    const figures = await measureScreens(
      server.url,
      { email: 'staff@example.com', password: DEMO_PASSWORD },
      screens.map((screen, i) => ({ screen, path: paths[i]! })),
    );
    const markdown = [
      `# Screens (${new Date().toISOString()}, ${target.kind})`,
      '',
      ...screensMarkdown(figures),
      '',
    ].join('\n');
    fs.mkdirSync('bench/results', { recursive: true });
    fs.writeFileSync('bench/results/screens.json', `${JSON.stringify(figures, null, 2)}\n`);
    fs.writeFileSync('bench/results/screens.md', markdown);
    log(`\n${markdown}`);
  } finally {
    await server.stop('SIGTERM');
  }
}
