import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes the service worker (client/platform/sw.js) into the build as /sw.js, with the built files
 * to keep and a version made from their names (which hold their contents' hashes): any change to
 * the build is a new worker and a new cache, so a deploy never leaves old code served.
 */
function serviceWorker(): Plugin {
  return {
    name: 'loadout-service-worker',
    apply: 'build',
    // After the bundle is written: by then the chunks Vite drops (a screen's CSS-only chunk) are gone.
    writeBundle(options, bundle) {
      const files = Object.keys(bundle)
        .filter((f) => f.startsWith('assets/') && !f.endsWith('.map'))
        .sort();
      const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 16);
      const source = readFileSync(new URL('./client/platform/sw.js', import.meta.url), 'utf8')
        .replace("'__VERSION__'", JSON.stringify(version))
        .replace('__FILES__', JSON.stringify(files.map((f) => `/${f}`)));
      writeFileSync(path.join(options.dir ?? 'dist/client', 'sw.js'), source);
    },
  };
}

export default defineConfig({
  root: 'client',
  plugins: [react(), serviceWorker()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // bench/bundle.ts reads the manifest to size the initial load and each route's chunk.
    manifest: true,
  },
  server: {
    // `npm run dev`: the API server runs on 3000; Vite serves the client with hot reload.
    proxy: { '^/(?!@|src|node_modules|main.tsx|platform|features|assets).*': 'http://localhost:3000' },
  },
});
