import { parseArgs } from 'node:util';
import { fail, newPassword, runUserCommand } from './user-command.js';

/**
 * npm run user:create -- --email a@b.com --name "Ann Lee" --role admin [--initials AL] [--contact-id 12]
 * The password is read from LOADOUT_PASSWORD or asked for on the terminal. Works while the server
 * runs (it asks the server, on the embedded database) and when none does.
 */
const USAGE =
  'Usage: npm run user:create -- --email EMAIL --name "NAME" --role admin|staff|tech [--initials XY] [--contact-id N]';
const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string' },
    initials: { type: 'string' },
    'contact-id': { type: 'string' },
  },
});

if (!values.email || !values.name) fail(`--email and --name are required.\n${USAGE}`);
if (!['admin', 'staff', 'tech'].includes(values.role ?? ''))
  fail(`--role must be admin, staff or tech.\n${USAGE}`);
const contactId = values['contact-id'] ? Number(values['contact-id']) : undefined;
if (contactId !== undefined && !Number.isInteger(contactId)) fail(`--contact-id must be a number.\n${USAGE}`);

await runUserCommand('user:create', {
  email: values.email,
  name: values.name,
  role: values.role,
  initials: values.initials,
  contactId,
  password: await newPassword(USAGE),
});
