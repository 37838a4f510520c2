import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export interface BundleFigures {
  /** Gzipped KB the first page load needs: the entry, its static imports, their CSS. */
  initialJsKb: number;
  initialCssKb: number;
  /** Each lazily loaded route: gzipped KB of the JS it adds beyond the initial load. */
  routes: { name: string; kb: number }[];
}

const DIST = 'dist/client';
const gzKb = (file: string) =>
  Math.round((zlib.gzipSync(fs.readFileSync(path.join(DIST, file))).length / 1024) * 10) / 10;

export function measureBundle(): BundleFigures {
  const manifestFile = path.join(DIST, '.vite/manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error('No build manifest: run `npm run build` first.');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const closure = (key: string, seen = new Set<string>()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
    return seen;
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entryKey) throw new Error('The build manifest has no entry');
  const initial = closure(entryKey);
  const files = (keys: Iterable<string>, pick: (c: ManifestChunk) => string[]) => [
    ...new Set([...keys].flatMap((k) => pick(manifest[k]!))),
  ];
  const sum = (list: string[]) => Math.round(list.reduce((a, f) => a + gzKb(f), 0) * 10) / 10;
  const routes = Object.entries(manifest)
    .filter(([, c]) => c.isDynamicEntry)
    .map(([key, c]) => {
      const own = [...closure(key)].filter((k) => !initial.has(k));
      return { name: c.name ?? c.src ?? key, kb: sum(files(own, (x) => [x.file])) };
    })
    .sort((a, b) => b.kb - a.kb);
  return {
    initialJsKb: sum(files(initial, (c) => [c.file])),
    initialCssKb: sum(files(initial, (c) => c.css ?? [])),
    routes,
  };
}
