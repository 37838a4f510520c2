import { parseArgs } from 'node:util';
import { roleSchema } from '../contracts/auth.js';
import { createUser } from '../server/features/auth/service.js';
import { loadConfig } from '../server/platform/config.js';
import { openDatabase } from '../server/platform/db/index.js';
import { runMigrations } from '../server/platform/db/migrate.js';

/**
 * npm run user:create -- --email a@b.com --name "Ann Lee" --role admin [--initials AL] [--contact-id 12]
 * The password is read from LOADOUT_PASSWORD or asked for on the terminal.
 */
const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string' },
    initials: { type: 'string' },
    'contact-id': { type: 'string' },
  },
});

function usage(problem: string): never {
  console.error(
    `${problem}\nUsage: npm run user:create -- --email EMAIL --name "NAME" --role admin|staff|tech [--initials XY] [--contact-id N]`,
  );
  process.exit(1);
}

async function askPassword(): Promise<string> {
  if (process.env.LOADOUT_PASSWORD) return process.env.LOADOUT_PASSWORD;
  if (!process.stdin.isTTY) usage('Set LOADOUT_PASSWORD when not on a terminal.');
  const { createInterface } = await import('node:readline/promises');
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await rl.question('Password (8 characters or more): ');
  rl.close();
  return answer;
}

if (!values.email || !values.name) usage('--email and --name are required.');
const role = roleSchema.safeParse(values.role);
if (!role.success) usage('--role must be admin, staff or tech.');
const contactId = values['contact-id'] ? Number(values['contact-id']) : undefined;
if (contactId !== undefined && !Number.isInteger(contactId)) usage('--contact-id must be a number.');

const password = await askPassword();
const database = await openDatabase(loadConfig()).catch((err: Error) => usage(err.message));
try {
  await runMigrations(database);
  const id = await createUser(database.db, {
    email: values.email,
    name: values.name,
    password,
    role: role.data,
    initials: values.initials,
    contactId,
  });
  console.log(`Created user ${id}: ${values.email} (${role.data}).`);
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await database.checkpoint();
  await database.close();
}
