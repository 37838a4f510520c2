import fs from 'node:fs';
import path from 'node:path';

/**
 * Keeps the shape of the code (STYLE.md): features do not import each other; the platform layer
 * imports no feature; nothing is named "shared". Composition roots (server/app.ts, server/main.ts,
 * server/seed, client/app.tsx) may import features.
 */
const root = process.cwd();
const problems: string[] = [];

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === 'shared')
        problems.push(`${path.relative(root, p)}: no module may be named "shared"`);
      if (entry.name !== 'node_modules' && entry.name !== 'migrations') walk(p, out);
    } else if (/\.(ts|tsx)$/.test(entry.name)) out.push(p);
  }
  return out;
}

const featureOf = (file: string) =>
  /(?:server|client)\/features\/([^/]+)\//.exec(path.relative(root, file))?.[1];
const isPlatform = (file: string) => /^(server|client)\/platform\//.test(path.relative(root, file));

for (const side of ['server', 'client']) {
  for (const file of walk(path.join(root, side))) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(?:from|import\()\s*['"](\.[^'"]+)['"]/g)) {
      const target = path.resolve(path.dirname(file), m[1]!);
      const from = featureOf(file);
      const to = featureOf(`${target}/`);
      const where = `${path.relative(root, file)} imports ${m[1]}`;
      if (from && to && from !== to && !file.endsWith('.test.ts'))
        problems.push(`${where}: features do not import each other`);
      if (isPlatform(file) && to && !file.endsWith('.test.ts'))
        problems.push(`${where}: the platform layer imports no feature`);
    }
  }
}

if (problems.length) {
  console.error(`Import boundaries broken:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('Import boundaries: ok');
