import { sql } from 'drizzle-orm';
import type { AuditEntry } from '../../contracts/audit.js';
import { prettyTimestamp, prettyWallTime } from './dates.js';
import { type Db, selectRows } from './db/types.js';

/**
 * Reads the audit trail (written by the `loadout_audit` trigger, migration 0006) and says it in
 * words: the event page asks by event, the content sheet page by sheet.
 */
type Changes = Record<string, unknown>;

interface Row {
  id: number;
  at: Date | string;
  userName: string | null;
  tableName: string;
  rowId: number | null;
  action: 'insert' | 'update' | 'delete';
  changes: Changes | string;
}

/**
 * What a reader calls each audited table ('Pull line', 'Position'): each feature (and domain
 * module) says it for its own tables, beside them, and the composition root registers them all.
 */
export type AuditLabels = Readonly<Record<string, string>>;
const labels = new Map<string, string>();

export function registerAuditLabels(...lists: AuditLabels[]): void {
  for (const list of lists) for (const [table, label] of Object.entries(list)) labels.set(table, label);
}

/** Columns that say nothing to a reader (keys, bookkeeping). */
const HIDDEN = new Set([
  'id',
  'created_at',
  'updated_at',
  'version',
  'event_id',
  'show_pull_id',
  'position_id',
  'outbox_message_id',
  'sort_order',
  'department_id',
  'sheet_id',
  'kind',
]);

export type AuditScope = { eventId: number } | { sheetId: number } | { contactId: number };

export async function readAuditTrail(db: Db, scope: AuditScope, limit: number): Promise<AuditEntry[]> {
  const where =
    'eventId' in scope
      ? sql`a.event_id = ${scope.eventId}`
      : 'sheetId' in scope
        ? sql`a.sheet_id = ${scope.sheetId}`
        : sql`a.contact_id = ${scope.contactId}`;
  const rows = await selectRows<Row>(
    db,
    // A change made through an API token is the token's, by its name (issue 32.6).
    sql`select a.id::int as id, a.at, coalesce(t.name || ' (API token)', u.name) as "userName",
          a.table_name as "tableName", a.row_id::int as "rowId", a.action, a.changes
        from audit_entries a left join users u on u.id = a.user_id
          left join api_tokens t on t.id = a.api_token_id
        where ${where} order by a.at desc, a.id desc limit ${limit}`,
  );
  const parsed = rows.map((r) => ({
    ...r,
    changes: (typeof r.changes === 'string' ? JSON.parse(r.changes) : r.changes) as Changes,
  }));
  const names = await lookUpNames(db, parsed);
  const entries = parsed.map((r) => ({
    id: r.id,
    at: new Date(r.at).toISOString(),
    prettyAt: prettyTimestamp(new Date(r.at)),
    userName: r.userName,
    action: r.action,
    subject: subjectOf(r, names),
    changes: describeChanges(r.action, r.changes, names),
  }));
  // An update of bookkeeping only (which message carried an invite) says nothing to a reader.
  return entries.filter((e) => e.action !== 'update' || e.changes.length > 0);
}

/**
 * An entry a write makes itself, where the trigger has no row to say it (lines added from a sheet
 * as one act, a message to a crew): in the write's transaction, by its author.
 */
export async function insertAuditNote(
  tx: Db,
  entry: { table: string; rowId: number | null; eventId: number; changes: Changes },
): Promise<void> {
  await tx.execute(
    sql`insert into audit_entries (user_id, table_name, row_id, action, event_id, changes)
        values (nullif(current_setting('loadout.user_id', true), '')::integer, ${entry.table},
                ${entry.rowId}, 'insert', ${entry.eventId}, ${JSON.stringify(entry.changes)}::jsonb)`,
  );
}

/** The value of a column in an entry: the row's own for insert and delete, the new one for update. */
function columnValue(action: Row['action'], changes: Changes, key: string): unknown {
  const v = changes[key];
  return action === 'update' && Array.isArray(v) ? v[1] : v;
}

interface Names {
  categories: Map<number, string>;
  contacts: Map<number, string>;
  miscItems: Map<number, string>;
  folders: Map<number, string>;
  /** An event's own entries are named by its show (an update carries only what changed). */
  events: Map<number, string>;
}

/** Category and contact names for every id the entries mention: two queries, whatever the count. */
async function lookUpNames(
  db: Db,
  rows: { action: Row['action']; changes: Changes; tableName: string; rowId: number | null }[],
): Promise<Names> {
  const ids = (key: string) => {
    const out = new Set<number>();
    for (const r of rows) {
      const v = r.changes[key];
      for (const x of Array.isArray(v) ? v : [v]) if (typeof x === 'number') out.add(x);
    }
    return [...out];
  };
  const categoryIds = ids('category_id');
  // An account manager is a contact too.
  const contactIds = [...new Set([...ids('contact_id'), ...ids('account_manager_id')])];
  const miscItemIds = ids('misc_item_id');
  const folderIds = ids('folder_id');
  const eventIds = [
    ...new Set(rows.flatMap((r) => (r.tableName === 'events' && r.rowId !== null ? [r.rowId] : []))),
  ];
  const [categories, contacts, miscItems, folders, events] = await Promise.all([
    categoryIds.length
      ? selectRows<{ id: number; name: string }>(
          db,
          sql`select id, category_number || ' ' || description as name from categories
              where id in (${sql.join(categoryIds, sql`, `)})`,
        )
      : [],
    contactIds.length
      ? selectRows<{ id: number; name: string }>(
          db,
          sql`select id, coalesce(nullif(nickname, ''), first_name) || ' ' || last_name as name from contacts
              where id in (${sql.join(contactIds, sql`, `)})`,
        )
      : [],
    miscItemIds.length
      ? selectRows<{ id: number; name: string }>(
          db,
          sql`select id, name from xbook_misc_items where id in (${sql.join(miscItemIds, sql`, `)})`,
        )
      : [],
    // A sheet's folder (issue 24.7: "folder: Breakouts → Ballrooms", not its ids).
    folderIds.length
      ? selectRows<{ id: number; name: string }>(
          db,
          sql`select id, name from xbook_folders where id in (${sql.join(folderIds, sql`, `)})`,
        )
      : [],
    eventIds.length
      ? selectRows<{ id: number; name: string }>(
          db,
          sql`select id, show_name as name from events where id in (${sql.join(eventIds, sql`, `)})`,
        )
      : [],
  ]);
  return {
    categories: new Map(categories.map((c) => [c.id, c.name])),
    contacts: new Map(contacts.map((c) => [c.id, c.name])),
    miscItems: new Map(miscItems.map((c) => [c.id, c.name])),
    folders: new Map(folders.map((f) => [f.id, f.name])),
    events: new Map(events.map((e) => [e.id, e.name])),
  };
}

function subjectOf(r: Row & { changes: Changes }, names: Names): string {
  const label = labels.get(r.tableName) ?? r.tableName.replaceAll('_', ' ');
  const category = columnValue(r.action, r.changes, 'category_id');
  const contact = columnValue(r.action, r.changes, 'contact_id');
  const description = columnValue(r.action, r.changes, 'description');
  const miscItem = columnValue(r.action, r.changes, 'misc_item_id');
  const own = columnValue(r.action, r.changes, 'name');
  const section = columnValue(r.action, r.changes, 'section_name');
  const showName = columnValue(r.action, r.changes, 'show_name');
  const name =
    (typeof own === 'string' && own) ||
    (typeof showName === 'string' && showName) ||
    (r.tableName === 'events' && r.rowId !== null && names.events.get(r.rowId)) ||
    (typeof category === 'number' && names.categories.get(category)) ||
    (typeof miscItem === 'number' && names.miscItems.get(miscItem)) ||
    (typeof description === 'string' && description) ||
    (typeof section === 'string' && section) ||
    (typeof contact === 'number' && names.contacts.get(contact)) ||
    (r.rowId !== null ? `#${r.rowId}` : '');
  return `${label} ${name}`.trim();
}

const words = (column: string) =>
  column
    .replace(/_id$/, '')
    .replace(/^is_/, '')
    .replace(/(\D)1$/, '$1')
    .replaceAll('_', ' ');

function show(column: string, v: unknown, names: Names): string {
  if (v === null || v === undefined || v === '') return '—';
  if (column === 'category_id' && typeof v === 'number') return names.categories.get(v) ?? `#${v}`;
  if ((column === 'contact_id' || column === 'account_manager_id') && typeof v === 'number')
    return names.contacts.get(v) ?? `#${v}`;
  if (column === 'misc_item_id' && typeof v === 'number') return names.miscItems.get(v) ?? `#${v}`;
  if (column === 'folder_id' && typeof v === 'number') return names.folders.get(v) ?? `#${v}`;
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(v))
    // A moment (with its offset) in the company's zone; a wall-clock time (an In or Out) as written.
    return /(Z|[+-]\d{2}(:\d{2})?)$/.test(v) ? prettyTimestamp(new Date(v)) : prettyWallTime(v);
  const text = typeof v === 'string' ? v : JSON.stringify(v);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

function describeChanges(action: Row['action'], changes: Changes, names: Names): string[] {
  const out: string[] = [];
  for (const [column, v] of Object.entries(changes)) {
    if (HIDDEN.has(column) || column.endsWith('_by_user_id')) continue;
    if (action === 'update') {
      // Plain values on an update only say what the row is (see the trigger); pairs are the changes.
      if (Array.isArray(v))
        out.push(`${words(column)}: ${show(column, v[0], names)} → ${show(column, v[1], names)}`);
    } else if (v !== null && v !== '' && v !== false) out.push(`${words(column)}: ${show(column, v, names)}`);
  }
  return out;
}
