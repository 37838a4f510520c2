import { loadConfig } from '../server/platform/config.js';
import { openDatabase } from '../server/platform/db/index.js';
import { runMigrations } from '../server/platform/db/migrate.js';

/** npm run migrate: apply pending migrations (the server also does this on start). */
const config = loadConfig();
try {
  const database = await openDatabase(config);
  const applied = await runMigrations(database, (m) => console.log(m));
  console.log(applied ? `Applied ${applied} migration(s).` : 'The database is up to date.');
  await database.checkpoint();
  await database.close();
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
