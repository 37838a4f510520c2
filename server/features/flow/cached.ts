import type { QueryOf } from '../../../contracts/call.js';
import type { FlowRange, flowCalls } from '../../../contracts/flow.js';
import { packLines } from '../../../contracts/flow-lines-pack.js';
import { packOverview } from '../../../contracts/flow-overview.js';
import { canEdit, isAdmin } from '../../platform/auth/permissions.js';
import type { SessionUser } from '../../platform/auth/session-store.js';
import type { Db } from '../../platform/db/types.js';
import { createJsonCache } from '../../platform/versioned-cache.js';
import { listContacts, listOverviewRows } from './calendar.js';
import { FLOW_CONTACTS_TABLES } from './contacts-queries.js';
import { FLOW_DAY_COUNTS_TABLES } from './day-count-queries.js';
import { getDayCounts } from './day-counts.js';
import { FLOW_OVERVIEW_TABLES } from './overview-queries.js';

/**
 * The flow calendar's answers, serialized once and kept while the tables they read have not moved
 * (each list sits beside the queries that read those tables). Every staff member opening the
 * calendar on the same weeks gets the same 4 MB of technicians without rebuilding them.
 */
const contactsCache = createJsonCache({ tables: FLOW_CONTACTS_TABLES, maxBytes: 24_000_000 });
const linesCache = createJsonCache({ tables: FLOW_CONTACTS_TABLES, maxBytes: 6_000_000 });
const overviewCache = createJsonCache({ tables: FLOW_OVERVIEW_TABLES, maxBytes: 2_000_000 });
const packedOverviewCache = createJsonCache({ tables: FLOW_OVERVIEW_TABLES, maxBytes: 1_000_000 });
const dayCountsCache = createJsonCache({ tables: FLOW_DAY_COUNTS_TABLES, maxBytes: 2_000_000 });

/** What the contacts answer shows depends on who asks: day rates, and whose notes. */
function viewerKey(user: SessionUser): string {
  if (canEdit(user.role)) return isAdmin(user.role) ? 'admin' : 'editor';
  return `contact:${user.contact?.id ?? 'none'}`;
}

/** One technician list: the range, which part, what the viewer may see, and the rest time judged. */
const linesKey = (user: SessionUser, range: FlowRange, isRemainder: boolean | undefined, restHours: number) =>
  `${range.start}:${range.end}:${isRemainder}:${viewerKey(user)}:${restHours}`;

export const contactsJson = (
  db: Db,
  user: SessionUser,
  range: FlowRange,
  { isRemainder }: QueryOf<typeof flowCalls.contacts>,
  restHours: number,
) =>
  contactsCache.get(db, linesKey(user, range, isRemainder, restHours), () =>
    listContacts(db, user, range, isRemainder, restHours),
  );

/** The same lines packed (GET /flow/techs/lines): what the screen reads. */
export const linesJson = (
  db: Db,
  user: SessionUser,
  range: FlowRange,
  { isRemainder }: QueryOf<typeof flowCalls.lines>,
  restHours: number,
) =>
  linesCache.get(db, linesKey(user, range, isRemainder, restHours), async () =>
    packLines(await listContacts(db, user, range, isRemainder, restHours), range),
  );

export const overviewJson = (db: Db, range: FlowRange) =>
  overviewCache.get(db, `${range.start}:${range.end}`, async () => ({
    rows: await listOverviewRows(db, range),
  }));

/** The same rows packed (GET /flow/techs/overview): what the screen reads. */
export const packedOverviewJson = (db: Db, range: FlowRange) =>
  packedOverviewCache.get(db, `${range.start}:${range.end}`, async () =>
    packOverview(await listOverviewRows(db, range), range),
  );

export const dayCountsJson = (db: Db, start: string, fiscalStartMonth: number) =>
  dayCountsCache.get(db, `${start}:${fiscalStartMonth}`, () => getDayCounts(db, start, fiscalStartMonth));
