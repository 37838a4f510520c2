import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../../platform/db/types.js';
import { countUsers } from './queries.js';

/*
 * First run: while the database holds no account, whoever has the setup token may make the first
 * administrator. The token lives in DATA_DIR/setup-token (mode 0600: readable by the server's user
 * only) and the server prints the address holding it when it starts; it is kept across restarts
 * until the first administrator exists, then removed.
 */

const fileOf = (dataDir: string) => path.join(dataDir, 'setup-token');
const TOKEN = /^[\w-]{43}$/;

function readToken(dataDir: string): string | undefined {
  try {
    const text = fs.readFileSync(fileOf(dataDir), 'utf8').trim();
    return TOKEN.test(text) ? text : undefined;
  } catch {
    return undefined;
  }
}

/**
 * At start: with no account yet, the setup address (the token made now or kept from before);
 * otherwise undefined, and a token left from the first run is removed.
 */
export async function prepareSetup(db: Db, dataDir: string, publicUrl: string): Promise<string | undefined> {
  if ((await countUsers(db)) > 0) {
    forgetSetupToken(dataDir);
    return undefined;
  }
  let token = readToken(dataDir);
  if (!token) {
    token = randomBytes(32).toString('base64url');
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(fileOf(dataDir), `${token}\n`, { mode: 0o600 });
  }
  // A file left with wider rights (copied, restored) is narrowed again.
  fs.chmodSync(fileOf(dataDir), 0o600);
  return `${publicUrl.replace(/\/$/, '')}/setup?token=${token}`;
}

/** Whether `given` is the setup token (compared in constant time). */
export function isSetupToken(dataDir: string, given: string): boolean {
  const token = readToken(dataDir);
  if (!token || given.length !== token.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(token));
}

export function forgetSetupToken(dataDir: string): void {
  fs.rmSync(fileOf(dataDir), { force: true });
}
