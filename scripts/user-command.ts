import { Writable } from 'node:stream';
import { type UserCommand, userCommands } from '../server/features/auth/user-commands.js';
import { loadConfig } from '../server/platform/config.js';
import { openDatabase } from '../server/platform/db/index.js';
import { askHolder, DataDirLockedError } from '../server/platform/db/lock.js';
import { runMigrations } from '../server/platform/db/migrate.js';

/**
 * What `npm run user:create` and `npm run user:reset-password` share: the new password (from
 * LOADOUT_PASSWORD, or asked twice on the terminal without echo), and running the command on
 * the database itself, or through the running server's socket when it holds the embedded one.
 */
export function fail(problem: string): never {
  console.error(problem);
  process.exit(1);
}

async function ask(question: string): Promise<string> {
  const { createInterface } = await import('node:readline/promises');
  // The terminal shows nothing of what is typed: readline echoes into a stream that drops it.
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  process.stdout.write(question);
  const rl = createInterface({ input: process.stdin, output: silent, terminal: true });
  try {
    return await rl.question('');
  } finally {
    rl.close();
    process.stdout.write('\n');
  }
}

export async function newPassword(usage: string): Promise<string> {
  if (process.env.LOADOUT_PASSWORD) return process.env.LOADOUT_PASSWORD;
  if (!process.stdin.isTTY) fail(`Set LOADOUT_PASSWORD when not on a terminal.\n${usage}`);
  const first = await ask('New password (8 characters or more): ');
  if ((await ask('The same again: ')) !== first) fail('The two passwords differ; nothing was changed.');
  return first;
}

/** Runs the command and prints its answer; a refusal is printed and exits 1. */
export async function runUserCommand(name: UserCommand, input: Record<string, unknown>): Promise<void> {
  const config = loadConfig();
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(config);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) fail((err as Error).message);
    const answer = await askHolder(config.dataDir, name, 60_000, input).catch((e: Error) => fail(e.message));
    // No answer: it stopped meanwhile, or it is a version that does not take this command.
    if (!answer || (!answer.ok && answer.error === 'unknown'))
      fail(`${err.message}\nIt does not take ${name}: stop it, then run this again.`);
    if (!answer.ok) fail(answer.error);
    console.log(`${answer.message} (done by the running server)`);
    return;
  }
  try {
    await runMigrations(database);
    console.log(await userCommands[name](database.db, input));
  } catch (err) {
    console.error((err as Error).message);
    process.exitCode = 1;
  } finally {
    await database.checkpoint();
    await database.close();
  }
}
