import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/lib/chromium/chromium'];

/** Flags for headless Chromium on these machines (no sandbox as root, no calls home). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
];

const found = () =>
  [process.env.CHROMIUM_PATH, ...CANDIDATES].find((p): p is string => !!p && fs.existsSync(p));

/**
 * Debian's chromium, installed with apt-get when it is missing and we run as root; otherwise a
 * message that says what to install. (Browser downloads do not work here, so no playwright install.)
 */
export function ensureChromium(): string {
  const existing = found();
  if (existing) return existing;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('which', ['apt-get']).status === 0;
  if (!isRoot || !hasApt) {
    throw new Error(
      'The end-to-end tests need Chromium. Install it (Debian/Ubuntu: sudo apt-get install -y chromium) ' +
        'or set CHROMIUM_PATH to a Chromium or Chrome executable.',
    );
  }
  console.log('Chromium is missing: installing Debian chromium with apt-get (once)...');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const installed = found();
  if (!installed) throw new Error('apt-get installed chromium but no executable was found in /usr/bin.');
  return installed;
}
