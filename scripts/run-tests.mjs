#!/usr/bin/env node
// npm test: every check and every test suite, one after another, each with its time, then one
// closing line "N passed, N failed". `--server-only` runs the server suites (CI's PostgreSQL pass).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const serverOnly = process.argv.includes('--server-only');
const label = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
fs.mkdirSync('.tmp', { recursive: true });

const steps = serverOnly
  ? [
      {
        name: `server suites (${label})`,
        vitest: ['run', '--project', 'server'],
        json: '.tmp/server-pg.json',
      },
    ]
  : [
      { name: 'typecheck', cmd: ['npx', 'tsc', '-p', '.'] },
      { name: 'lint', cmd: ['npm', 'run', '--silent', 'lint'] },
      { name: 'build client', cmd: ['npx', 'vite', 'build', '--logLevel', 'warn'] },
      { name: 'build server', cmd: ['npx', 'tsc', '-p', 'tsconfig.build.json'] },
      { name: `unit and API suites (${label})`, vitest: ['run'], json: '.tmp/unit.json' },
      {
        name: 'end-to-end suite (Chromium)',
        vitest: ['run', '--config', 'vitest.e2e.config.ts'],
        json: '.tmp/e2e.json',
      },
    ];

let passed = 0;
let failed = 0;
let skipped = 0;
let broken = false;
const times = [];

for (const step of steps) {
  const started = Date.now();
  console.log(`\n=== ${step.name} ===`);
  const [cmd, ...args] = step.vitest
    ? [
        'npx',
        'vitest',
        ...step.vitest,
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${step.json}`,
      ]
    : step.cmd;
  if (step.json) fs.rmSync(step.json, { force: true });
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  times.push(`${step.name}: ${seconds} s`);
  if (step.json) {
    if (fs.existsSync(step.json)) {
      const j = JSON.parse(fs.readFileSync(step.json, 'utf8'));
      passed += j.numPassedTests;
      failed += j.numFailedTests;
      skipped += j.numPendingTests + (j.numTodoTests ?? 0);
      if (j.numTotalTests === 0) broken = true;
    } else broken = true;
  }
  if (r.status !== 0) {
    broken = true;
    console.error(`\n${step.name} failed (exit ${r.status ?? r.signal}).`);
    if (!step.json) break;
  }
}

console.log(`\n=== times ===\n${times.join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(broken || failed > 0 ? 1 : 0);
