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
 * - nothing is named "shared";
 * - ties between areas go one way: no cycle of features importing each other (on either side),
 *   so each area can be read, tested and changed without the other (`KNOWN_CYCLES` lists the
 *   exceptions, each with the issue that removes it);
 * - one inner shape (ARCHITECTURE.md): a feature, and an area's folder in contracts/, is flat until
 *   it passes `MAX_FLAT` files, then split into sub-areas named for what they hold, each with its
 *   own routes/service/queries (or api and screens), held to the same rule; no folder by layer
 *   (`service/`, `queries/`, `routes/`, `api/`).
 * Composition roots (server/app.ts, server/main.ts, server/seed, client/app.tsx) may import anything.
 * `npm run lint -- --self-test` breaks the rules once in a scratch copy and shows each is caught.
 */

/** Each area: the first segments of its API paths and of its query keys. */
const AREAS: Record<string, { paths: string[]; keys: string[] }> = {
  catalog: { paths: ['/catalog'], keys: ['catalog'] },
  people: { paths: ['/people'], keys: ['people'] },
  auth: { paths: ['/login', '/logout', '/session'], keys: ['auth', 'session'] },
  comments: { paths: ['/comments', '/comment'], keys: ['comments', 'event-comments'] },
  'crew-availability': {
    paths: ['/availability-requests', '/availability', '/my-availability'],
    keys: ['crew-availability'],
  },
  'days-unavailable': { paths: ['/days-unavailable'], keys: ['days-unavailable'] },
  'error-reports': { paths: ['/error-reports', '/errors'], keys: ['error-reports'] },
  events: { paths: ['/events'], keys: ['events', 'event'] },
  flow: { paths: ['/flow'], keys: ['flow'] },
  'labor-invites': { paths: ['/labor-invites', '/labor-invite'], keys: ['labor-invites'] },
  'labor-cost': { paths: ['/labor-cost'], keys: ['labor-cost'] },
  offers: { paths: ['/offers', '/my-jobs'], keys: ['offers', 'my-jobs'] },
  outbox: { paths: ['/outbox'], keys: ['outbox'] },
  'show-pulls': {
    paths: ['/show-pulls', '/show-pull', '/gear-requests'],
    keys: ['show-pull', 'show-pulls', 'show-pull-categories', 'show-pull-breakdown'],
  },
  'tech-roles': { paths: ['/tech-roles'], keys: ['tech-roles'] },
  users: { paths: ['/users', '/setup'], keys: ['users'] },
  webhooks: { paths: ['/webhooks'], keys: ['webhooks'] },
  warehouse: { paths: ['/warehouse'], keys: ['warehouse'] },
  xbook: { paths: ['/xbook'], keys: ['xbook'] },
};

/** Domain modules and the features allowed to build on them. */
const DOMAINS: Record<string, string[]> = {
  staffing: [
    'labor-invites',
    'labor-cost',
    'days-unavailable',
    'tech-roles',
    'flow',
    'events',
    'offers',
    'users',
    'imports',
    'crew-availability',
  ],
  catalog: ['show-pulls', 'xbook', 'tech-roles', 'imports', 'catalog', 'flow', 'people'],
  people: [
    'events',
    'flow',
    'labor-invites',
    'labor-cost',
    'show-pulls',
    'tech-roles',
    'imports',
    'people',
    'crew-availability',
  ],
  shows: [
    'events',
    'show-pulls',
    'comments',
    'flow',
    'labor-invites',
    'offers',
    'imports',
    'webhooks',
    'warehouse',
    'crew-availability',
  ],
  // The outbox of webhook deliveries: the areas whose changes a receiver hears of enqueue into it.
  webhooks: ['show-pulls', 'comments', 'labor-invites', 'offers', 'webhooks'],
};

/** Domain modules and the domain modules they build on (never in a circle). */
const DOMAIN_BASES: Record<string, string[]> = {
  catalog: [],
  people: ['catalog'],
  shows: ['catalog', 'people'],
  staffing: ['catalog', 'people', 'shows', 'webhooks'],
  webhooks: [],
};

/** Cycles still allowed, as `side: a ↔ b` (areas in name order), each with why. */
const KNOWN_CYCLES: Record<string, string> = {};

/** Production files a feature holds flat, at most; past it, it is split into sub-areas. */
const MAX_FLAT = 15;
/** Folder names that slice by layer, not by what the code is about. */
const LAYER_FOLDERS = ['service', 'services', 'queries', 'routes', 'api', 'components', 'hooks'];
/** Features (or contract folders) not yet in the one shape, each with why it waits: none now. */
const KNOWN_SHAPES: Record<string, string> = {};

/**
 * A feature folder (or an area's folder in contracts/) too big to be flat, or sliced by layer: the
 * shape ARCHITECTURE.md describes. Its sub-areas are held to the same rule, all the way down.
 */
function shapeProblems(root: string, knownShapes: Record<string, string>): string[] {
  const problems: string[] = [];
  const check = (dir: string, name: string) => {
    const entries = fs.readdirSync(dir, { withFileTypes: true });
    const flat = entries.filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name));
    if (flat.length > MAX_FLAT)
      problems.push(
        `${name}: ${flat.length} files flat (at most ${MAX_FLAT}); split it into sub-areas named for what they hold`,
      );
    for (const e of entries) {
      if (!e.isDirectory()) continue;
      if (LAYER_FOLDERS.includes(e.name))
        problems.push(
          `${name}/${e.name}: a folder by layer; sub-areas are named for what they hold, each with its own routes, service and queries`,
        );
      else check(path.join(dir, e.name), `${name}/${e.name}`);
    }
  };
  for (const parent of ['server/features', 'client/features', 'contracts']) {
    const dir = path.join(root, parent);
    if (!fs.existsSync(dir)) continue;
    for (const area of fs.readdirSync(dir, { withFileTypes: true })) {
      const name = `${parent}/${area.name}`;
      if (area.isDirectory() && !knownShapes[name]) check(path.join(dir, area.name), name);
    }
  }
  return problems;
}

export function checkTree(
  root: string,
  knownCycles: Record<string, string> = KNOWN_CYCLES,
  knownShapes: Record<string, string> = KNOWN_SHAPES,
): string[] {
  const problems: string[] = shapeProblems(root, knownShapes);
  /** side → importing area → imported area → one file that ties them (for the message). */
  const ties = new Map<string, Map<string, Map<string, string>>>();
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
        if (from && to && from !== to && !isTest(file)) {
          const bySide = ties.get(side) ?? ties.set(side, new Map()).get(side)!;
          const out = bySide.get(from) ?? bySide.set(from, new Map()).get(from)!;
          if (!out.has(to)) out.set(to, rel(file));
        }
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
  for (const [side, graph] of ties) problems.push(...cycleProblems(side, graph, knownCycles));
  return problems;
}

/** Each cycle between areas (a strongly connected set of two or more), named with a file per tie. */
function cycleProblems(
  side: string,
  graph: Map<string, Map<string, string>>,
  knownCycles: Record<string, string>,
): string[] {
  const problems: string[] = [];
  // Tarjan's algorithm: the areas that reach each other form one component.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const components: string[][] = [];
  const visit = (area: string) => {
    index.set(area, index.size);
    low.set(area, index.get(area)!);
    stack.push(area);
    for (const next of graph.get(area)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(area, Math.min(low.get(area)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(area, Math.min(low.get(area)!, index.get(next)!));
    }
    if (low.get(area) === index.get(area)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        component.push(member);
      } while (member !== area);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const area of [...graph.keys()].sort()) if (!index.has(area)) visit(area);
  for (const component of components) {
    const name = `${side}: ${component.join(' ↔ ')}`;
    if (knownCycles[name]) continue;
    const inside = component.flatMap((a) =>
      [...(graph.get(a) ?? [])].filter(([b]) => component.includes(b)).map(([b, f]) => `${a} → ${b} (${f})`),
    );
    problems.push(
      `${name}: features import each other in a cycle; make one tie go the other way: ${inside.join(', ')}`,
    );
  }
  const found = new Set(components.map((c) => `${side}: ${c.join(' ↔ ')}`));
  for (const name of Object.keys(knownCycles))
    if (name.startsWith(`${side}:`) && !found.has(name))
      console.warn(`The known cycle ${name} is gone: delete its line in KNOWN_CYCLES.`);
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
    // A cycle: comments reaches back to events through events' public module.
    write('client/features/events/public.ts', 'export const z = 1;\n');
    write('client/features/comments/page.ts', "import { z } from '../events/public';\n");
    // One inner shape: too many files flat, and a folder by layer.
    for (let i = 0; i <= 15; i++) write(`server/features/events/file-${i}.ts`, 'export {};\n');
    write('server/features/comments/queries/read.ts', 'export {};\n');
    // The same in a sub-area, and in an area's contract folder.
    write('client/features/comments/thread/hooks/use-thread.ts', 'export {};\n');
    for (let i = 0; i <= 15; i++) write(`contracts/events/call-${i}.ts`, 'export {};\n');
    write('contracts/comments/routes/list.ts', 'export {};\n');
    const found = checkTree(scratch, {}, {});
    const expect = [
      'bad-import.ts imports',
      'bad-path.ts: names comments',
      'bad-key.ts: names comments',
      'client: comments ↔ events: features import each other in a cycle',
      'server/features/events: 16 files flat',
      'server/features/comments/queries: a folder by layer',
      'client/features/comments/thread/hooks: a folder by layer',
      'contracts/events: 16 files flat',
      'contracts/comments/routes: a folder by layer',
    ];
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
