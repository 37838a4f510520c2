#!/usr/bin/env node
// npm test: every check and every test suite, each with its time, then one closing line
// "N passed, N failed". `--server-only` runs the server suites (CI's PostgreSQL pass).
//
// The checks and builds run first (the browser suite needs the builds), then the unit and API
// suites, then the browser suite. The typecheck runs beside lint and the builds: tsc checks on one
// core, so the other core does the rest meanwhile; each step's output is printed whole when it
// ends. `--side-by-side` runs the two suites at once, each line prefixed with its suite's name: for
// a machine with cores to spare. On two cores it was slower (both suites took more than twice as
// long: 983 s side by side against about 813 s in turn) and a browser test timed out, so it is not
// the default.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import readline from 'node:readline';

const serverOnly = process.argv.includes('--server-only');
const oneAtATime = !process.argv.includes('--side-by-side');
const label = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
fs.mkdirSync('.tmp', { recursive: true });

const vitest = (args, json) => [
  'npx',
  'vitest',
  ...args,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${json}`,
];

/** Chains of steps: the chains run side by side, the steps of a chain in turn. */
const checks = serverOnly
  ? []
  : [
      [{ name: 'typecheck', cmd: ['npx', 'tsc', '-p', '.'] }],
      [
        { name: 'lint', cmd: ['npm', 'run', '--silent', 'lint'] },
        { name: 'build client', cmd: ['npx', 'vite', 'build', '--logLevel', 'warn'] },
        { name: 'build server', cmd: ['npx', 'tsc', '-p', 'tsconfig.build.json'] },
      ],
    ];
const suites = serverOnly
  ? [
      {
        name: `server suites (${label})`,
        tag: 'server',
        cmd: vitest(['run', '--project', 'server*'], '.tmp/server-pg.json'),
        json: '.tmp/server-pg.json',
      },
    ]
  : [
      {
        name: `unit and API suites (${label})`,
        tag: 'unit',
        cmd: vitest(['run'], '.tmp/unit.json'),
        json: '.tmp/unit.json',
        // The servers the harnesses start run the build just made (test/server-process.ts).
        env: { LOADOUT_TEST_SERVER: 'compiled' },
      },
      {
        name: 'end-to-end suite (Chromium)',
        tag: 'e2e',
        cmd: vitest(['run', '--config', 'vitest.e2e.config.ts'], '.tmp/e2e.json'),
        json: '.tmp/e2e.json',
      },
    ];

let passed = 0;
let failed = 0;
let skipped = 0;
let broken = false;
const times = [];
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

/** Runs one step with its output kept, printed in one piece when it ends; resolves with success. */
function runStep(step) {
  const started = Date.now();
  const [cmd, ...args] = step.cmd;
  const child = spawn(cmd, args, { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout.on('data', (d) => output.push(d));
  child.stderr.on('data', (d) => output.push(d));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      times.push(`${step.name}: ${seconds(started)} s`);
      console.log(`\n=== ${step.name} ===`);
      process.stdout.write(Buffer.concat(output));
      if (code !== 0) console.error(`\n${step.name} failed (exit ${code ?? signal}).`);
      resolve(code === 0);
    });
  });
}

const chainsOk = await Promise.all(
  checks.map(async (chain) => {
    for (const step of chain) if (!(await runStep(step))) return false;
    return true;
  }),
);
if (chainsOk.includes(false)) broken = true;

/** Runs one suite, its output prefixed when another runs beside it; resolves with its exit code. */
function runSuite(suite, prefixed) {
  const started = Date.now();
  fs.rmSync(suite.json, { force: true });
  console.log(`\n=== ${suite.name} ===`);
  const [cmd, ...args] = suite.cmd;
  const child = spawn(cmd, args, {
    env: { ...process.env, ...suite.env },
    stdio: ['ignore', prefixed ? 'pipe' : 'inherit', prefixed ? 'pipe' : 'inherit'],
  });
  if (prefixed)
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ])
      readline.createInterface({ input: from }).on('line', (l) => to.write(`[${suite.tag}] ${l}\n`));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      times.push(`${suite.name}: ${seconds(started)} s`);
      resolve({ suite, code: code ?? signal });
    });
  });
}

if (!broken) {
  const started = Date.now();
  const results = [];
  if (oneAtATime || suites.length === 1) for (const s of suites) results.push(await runSuite(s, false));
  else results.push(...(await Promise.all(suites.map((s) => runSuite(s, true)))));
  if (suites.length > 1 && !oneAtATime) times.push(`suites side by side: ${seconds(started)} s`);
  for (const { suite, code } of results) {
    if (fs.existsSync(suite.json)) {
      const j = JSON.parse(fs.readFileSync(suite.json, 'utf8'));
      passed += j.numPassedTests;
      failed += j.numFailedTests;
      skipped += j.numPendingTests + (j.numTodoTests ?? 0);
      if (j.numTotalTests === 0) broken = true;
    } else broken = true;
    if (code !== 0) {
      broken = true;
      console.error(`\n${suite.name} failed (exit ${code}).`);
    }
  }
}

console.log(`\n=== times ===\n${times.join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(broken || failed > 0 ? 1 : 0);
