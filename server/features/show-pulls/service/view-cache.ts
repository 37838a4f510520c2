import { eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/types.js';
import { notFound } from '../../../platform/http/errors.js';
import { createJsonCache } from '../../../platform/json-cache.js';
import { showPulls } from '../schema.js';
import { getShowPullView } from './view.js';

const cache = createJsonCache({ maxEntries: 24, maxAgeMs: 60_000 });

/** The read call's answer, serialized, kept per pull and its `version` (bumped by every write). */
export async function showPullViewJson(db: Db, pullId: number): Promise<string> {
  const [row] = await db
    .select({ version: showPulls.version })
    .from(showPulls)
    .where(eq(showPulls.id, pullId));
  if (!row) throw notFound(`Show pull ${pullId}`);
  return cache.get(db, String(pullId), row.version, () => getShowPullView(db, pullId));
}
