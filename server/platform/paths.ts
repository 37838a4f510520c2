import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's root (where package.json is), found from this file: the same answer whether the
 * server runs from its TypeScript sources (server/) or from the compiled build (dist/node/server/).
 */
function findRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error('package.json not found above the server');
    dir = up;
  }
  return dir;
}

export const projectRoot = findRoot();
