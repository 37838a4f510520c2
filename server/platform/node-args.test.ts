import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ENV, SERVER_NODE_ARGS } from './node-args.js';
import { projectRoot } from './paths.js';

describe('server process flags', () => {
  it('are on the command line of npm start and npm run serve', () => {
    const { scripts } = JSON.parse(fs.readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const env = Object.entries(SERVER_ENV)
      .map(([k, v]) => `${k}=${v}`)
      .join(' ');
    for (const name of ['start', 'serve'])
      expect(scripts[name]).toContain(`${env} node ${SERVER_NODE_ARGS.join(' ')} dist/node/server/main.js`);
  });
});
