import { parseArgs } from 'node:util';
import { fail, newPassword, runUserCommand } from './user-command.js';

/**
 * npm run user:reset-password -- --email a@b.com
 * Sets a new password (from LOADOUT_PASSWORD or asked on the terminal) and ends every session of
 * that user. Works while the server runs (it asks the server, on the embedded database) and when
 * none does: the way back in when no admin can sign in.
 */
const USAGE = 'Usage: npm run user:reset-password -- --email EMAIL';
const { values } = parseArgs({ options: { email: { type: 'string' } } });
if (!values.email) fail(`--email is required.\n${USAGE}`);

await runUserCommand('user:reset-password', { email: values.email, password: await newPassword(USAGE) });
