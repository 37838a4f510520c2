import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registerClientAssets } from './static-files.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loadout-assets-'));
fs.mkdirSync(path.join(dir, 'assets'));
fs.writeFileSync(path.join(dir, 'assets', 'screen-Ab12.js'), 'export {};');
fs.writeFileSync(path.join(dir, 'sw.js'), "const VERSION = 'abc';");
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('client assets', () => {
  it('are cached for a year and never asked for again (their names change with their content)', async () => {
    const app = Fastify();
    await registerClientAssets(app, dir);
    const res = await app.inject({ method: 'GET', url: '/assets/screen-Ab12.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await app.close();
  });

  it('serve the service worker from the root, for the whole app, asked again on every check', async () => {
    const app = Fastify();
    await registerClientAssets(app, dir);
    const res = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['service-worker-allowed']).toBe('/');
    await app.close();
  });
});
