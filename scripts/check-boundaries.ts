import fs from 'node:fs';
import path from 'node:path';

/**
 * Keeps the shape of the code (STYLE.md, ARCHITECTURE.md):
 * - the platform layer imports no feature and no domain module;
 * - a feature imports another feature only through that feature's public module
 *   (`features/<area>/public.ts`), so every tie between areas is an import this check sees;
 * - a domain module (`server/domains/<name>/`) is imported only by the features declared below,
 *   and by the domain modules declared to build on it (one way: catalog ← people ← staffing);
 * - a client feature names no path and no query key of another area: it takes them from that
 *   area's public module (or calls that area's contract);
 * - nothing is named "shared".
 * Composition roots (server/app.ts, server/main.ts, server/seed, client/app.tsx) may import anything.
 * `npm run lint -- --self-test` breaks the rules once in a scratch copy and shows each is caught.
 */

/** Each area: the first segments of its API paths and of its query keys. */
const AREAS: Record<string, { paths: string[]; keys: string[] }> = {
  catalog: { paths: ['/catalog'], keys: ['catalog'] },
  people: { paths: ['/people'], keys: ['people'] },
  auth: { paths: ['/login', '/logout', '/session'], keys: ['auth', 'session'] },
  comments: { paths: ['/comments', '/comment'], keys: ['comments', 'event-comments'] },
  'days-unavailable': { paths: ['/days-unavailable'], keys: ['days-unavailable'] },
  'error-reports': { paths: ['/error-reports', '/errors'], keys: ['error-reports'] },
  events: { paths: ['/events'], keys: ['events', 'event'] },
  flow: { paths: ['/flow'], keys: ['flow'] },
  'labor-invites': { paths: ['/labor-invites', '/labor-invite'], keys: ['labor-invites'] },
  offers: { paths: ['/offers', '/my-jobs'], keys: ['offers', 'my-jobs'] },
  outbox: { paths: ['/outbox'], keys: ['outbox'] },
  'show-pulls': {
    paths: ['/show-pulls', '/show-pull', '/gear-requests'],
    keys: ['show-pull', 'show-pulls', 'show-pull-categories', 'show-pull-breakdown'],
  },
  'tech-roles': { paths: ['/tech-roles'], keys: ['tech-roles'] },
  xbook: { paths: ['/xbook'], keys: ['xbook'] },
};

/** Domain modules and the features allowed to build on them. */
const DOMAINS: Record<string, string[]> = {
  staffing: ['labor-invites', 'days-unavailable', 'tech-roles', 'flow', 'events', 'offers'],
  catalog: ['show-pulls', 'xbook', 'tech-roles', 'imports', 'catalog', 'flow', 'people'],
  people: ['events', 'flow', 'labor-invites', 'show-pulls', 'tech-roles', 'imports', 'people'],
};

/** Domain modules and the domain modules they build on (never in a circle). */
const DOMAIN_BASES: Record<string, string[]> = {
  catalog: [],
  people: ['catalog'],
  staffing: ['catalog', 'people'],
};

export function checkTree(root: string): string[] {
  const problems: string[] = [];
  const rel = (file: string) => path.relative(root, file).split(path.sep).join('/');

  function walk(dir: string, out: string[] = []): string[] {
    if (!fs.existsSync(dir)) return out;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name === 'shared') problems.push(`${rel(p)}: no module may be named "shared"`);
        if (entry.name !== 'node_modules' && entry.name !== 'migrations') walk(p, out);
      } else if (/\.(ts|tsx)$/.test(entry.name)) out.push(p);
    }
    return out;
  }

  const featureOf = (file: string) => /^(?:server|client)\/features\/([^/]+)\//.exec(rel(file))?.[1];
  const domainOf = (file: string) => /^server\/domains\/([^/]+)\//.exec(rel(file))?.[1];
  const isPublicModule = (file: string) =>
    /^(?:server|client)\/features\/[^/]+\/public(\.tsx?)?$/.test(rel(file));
  const isPlatform = (file: string) => /^(server|client)\/platform\//.test(rel(file));
  const isTest = (file: string) => /\.test\.tsx?$/.test(file) || /test-fixture\.ts$/.test(file);

  for (const side of ['server', 'client']) {
    for (const file of walk(path.join(root, side))) {
      const text = fs.readFileSync(file, 'utf8');
      const from = featureOf(file);
      for (const m of text.matchAll(/(?:from|import\()\s*['"](\.[^'"]+)['"]/g)) {
        const target = path.resolve(path.dirname(file), m[1]!).replace(/\.js$/, '');
        const to = featureOf(`${target}/`);
        const toDomain = domainOf(`${target}/`);
        const where = `${rel(file)} imports ${m[1]}`;
        const fromDomain = domainOf(file);
        if ((isPlatform(file) || fromDomain) && to)
          problems.push(`${where}: the platform and domain modules import no feature`);
        if (isPlatform(file) && toDomain) problems.push(`${where}: the platform imports no domain module`);
        if (
          fromDomain &&
          toDomain &&
          toDomain !== fromDomain &&
          !DOMAIN_BASES[fromDomain]?.includes(toDomain)
        )
          problems.push(`${where}: the ${fromDomain} domain module does not build on ${toDomain}`);
        if (from && to && from !== to && !isTest(file) && !isPublicModule(target))
          problems.push(
            `${where}: another area is reached through its public module (features/${to}/public)`,
          );
        if (from && toDomain && !DOMAINS[toDomain]?.includes(from))
          problems.push(`${where}: the ${toDomain} domain module is not declared for ${from}`);
      }
      // Strings are the client's ties: the server's features meet only through imports.
      if (!from || isTest(file) || side !== 'client') continue;
      for (const [area, { paths, keys }] of Object.entries(AREAS)) {
        if (area === from) continue;
        for (const p of paths) {
          const literal = new RegExp(`['"\`]${p.replace(/[/-]/g, '\\$&')}(?:[/?'"\`$]|$)`);
          if (literal.test(text))
            problems.push(`${rel(file)}: names ${area}'s path ${p}; use its contract or public module`);
        }
        for (const k of keys) {
          if (new RegExp(`\\[\\s*['"]${k}['"]`).test(text))
            problems.push(`${rel(file)}: names ${area}'s query key '${k}'; use its public module`);
        }
      }
    }
  }
  return problems;
}

function selfTest(root: string): void {
  const scratch = fs.mkdtempSync(path.join(root, '.tmp-boundaries-'));
  try {
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
      fs.writeFileSync(path.join(scratch, file), text);
    };
    write('client/features/comments/public.ts', 'export const x = 1;\n');
    write('client/features/comments/api.ts', 'export const y = 1;\n');
    write('client/features/events/ok.ts', "import { x } from '../comments/public';\n");
    write('client/features/events/bad-import.ts', "import { y } from '../comments/api';\n");
    write('client/features/events/bad-path.ts', "fetch('/comments?eventId=1');\n");
    write('client/features/events/bad-key.ts', "invalidate({ queryKey: ['comments', 'unresolved'] });\n");
    const found = checkTree(scratch);
    const expect = ['bad-import.ts imports', 'bad-path.ts: names comments', 'bad-key.ts: names comments'];
    for (const e of expect) {
      const hit = found.find((f) => f.includes(e));
      console.log(hit ? `caught: ${hit}` : `NOT caught: ${e}`);
      if (!hit) process.exitCode = 1;
    }
    if (found.some((f) => f.includes('ok.ts'))) {
      console.log('a public-module import was refused');
      process.exitCode = 1;
    }
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

const root = process.cwd();
if (process.argv.includes('--self-test')) selfTest(root);
else {
  const problems = checkTree(root);
  if (problems.length) {
    console.error(`Import boundaries broken:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log('Import boundaries: ok');
}
