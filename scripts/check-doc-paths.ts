import fs from 'node:fs';
import path from 'node:path';

/**
 * Docs that say what is true: every source file or folder a README.md or ARCHITECTURE.md names in
 * backticks exists. A name is looked for beside the doc and in its folders, in its enclosing
 * folders, at the root, and under server/, client/ and their features/ (docs write
 * `platform/dates.ts` for server/platform/dates.ts); a bare file name (`pull-update.test.ts`)
 * anywhere in the tree. What the app writes at run time (`DATA_DIR/uploads`, `bench/results/`), names
 * with a placeholder (`<area>`, `*`, `{a,b}`) and addresses (`/healthz`) are not source files.
 * `npm run lint -- --self-test` shows a moved file caught.
 */

const FILE = /^[\w.@-]+(\/[\w.@-]+)*\/?$/;
/** Files the repository holds; a bare name is checked when it ends so. */
const SOURCE = /\.(ts|tsx|mjs|css|sql)$/;
/** A path from the root, or with a source file's extension. */
const ROOTED = /^(server|client|contracts|test|e2e|bench|scripts)\//;
/** What the app, the benchmarks or a build write (.gitignore): named in docs, never committed. */
const GENERATED = /^(bench\/results|bench\/\.data-[a-z-]+|dist|data|coverage)(\/|$)/;
const SKIP_DIRS = new Set(['node_modules', 'dist', '.git', 'test-results']);

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP_DIRS.has(entry.name) || entry.name.startsWith('.tmp-')) continue;
    const p = path.join(dir, entry.name);
    out.push(p);
    if (entry.isDirectory()) walk(p, out);
  }
  return out;
}

/** The names in backticks that read as paths in the repository. */
export function namedPaths(text: string): string[] {
  const names = new Set<string>();
  for (const m of text.matchAll(/`([^`\n]+)`/g)) {
    const name = m[1]!.trim();
    if (!FILE.test(name) || name.includes('..') || GENERATED.test(name)) continue;
    const isSource = /\.(ts|tsx|mjs|css|sql|md|json)$/.test(name);
    if (name.includes('/') ? !(ROOTED.test(name) || isSource) : !SOURCE.test(name)) continue;
    names.add(name.replace(/\/$/, ''));
  }
  return [...names];
}

export function checkDocs(root: string): string[] {
  const problems: string[] = [];
  const all = walk(root);
  const baseNames = new Set(all.map((p) => path.basename(p)));
  const docs = all.filter((p) => /(^|\/)(README|ARCHITECTURE)\.md$/.test(p));
  for (const doc of docs) {
    const dir = path.dirname(doc);
    const bases = new Set([dir, root]);
    for (const side of ['server', 'client']) {
      bases.add(path.join(root, side));
      bases.add(path.join(root, side, 'features'));
    }
    for (let d = dir; d.startsWith(root) && d !== root; d = path.dirname(d)) bases.add(d);
    // A doc's list describes its folders by their names (`db/`: … `schema/core.ts`).
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }))
      if (entry.isDirectory()) bases.add(path.join(dir, entry.name));
    for (const name of namedPaths(fs.readFileSync(doc, 'utf8'))) {
      const found = name.includes('/')
        ? [...bases].some((b) => fs.existsSync(path.join(b, name)))
        : baseNames.has(name);
      if (!found) problems.push(`${path.relative(root, doc)} names \`${name}\`, which does not exist`);
    }
  }
  return problems;
}

function selfTest(root: string): void {
  const scratch = fs.mkdtempSync(path.join(root, '.tmp-docs-'));
  try {
    fs.mkdirSync(path.join(scratch, 'server/platform/db'), { recursive: true });
    fs.writeFileSync(path.join(scratch, 'server/platform/db/open.ts'), '');
    fs.writeFileSync(
      path.join(scratch, 'server/platform/README.md'),
      '`db/open.ts` opens it; `db/turns.ts` queues writers; `GET /healthz`; `features/<area>/`.\n',
    );
    const found = checkDocs(scratch);
    const hit = found.find((f) => f.includes('`db/turns.ts`'));
    console.log(hit ? `caught: ${hit}` : 'NOT caught: a README naming a moved file');
    if (!hit || found.length !== 1) process.exitCode = 1;
    if (found.length !== 1) console.log(`expected one problem, found: ${found.join('; ')}`);
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

const root = process.cwd();
if (process.argv.includes('--self-test')) selfTest(root);
else {
  const problems = checkDocs(root);
  if (problems.length) {
    console.error(`Docs name paths that do not exist:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log('Doc paths: ok');
}
