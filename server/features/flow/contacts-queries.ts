import { type SQL, sql } from 'drizzle-orm';
import { addDays } from '../../platform/dates.js';
import { type Db, selectJsonRows, selectRows } from '../../platform/db/types.js';
import { idList, touches } from './sql.js';

/**
 * The tables the technicians' lines read (the contacts call's cache is kept while none of them
 * moves; test/harness/cache-tables.test.ts holds the list to what the queries below read).
 */
export const FLOW_CONTACTS_TABLES = [
  'categories',
  'contacts',
  'days_unavailable',
  'departments',
  'events',
  'positions',
  'travel_items',
] as const;

/** Known tech groups first, in this order (spec 2.11 opens Staff and Primary); others after, by name. */
export const GROUP_ORDER = ['Staff', 'Primary', 'Secondary', 'Overhire'];

const groupRank = sql.raw(
  `case c.tech_group ${GROUP_ORDER.map((g, i) => `when '${g}' then ${i}`).join(' ')} else ${GROUP_ORDER.length} end`,
);

export interface ContactRow {
  id: number;
  firstName: string;
  lastName: string;
  nickname: string | null;
  legalName: string | null;
  departmentId: number | null;
  department: string | null;
  techGroup: string;
  isStaff: boolean;
  targetDays: number;
  dayRate: string | number;
  mobilePhone: string | null;
  email: string | null;
  homeState: string | null;
  isNew: boolean;
  isPartTime: boolean;
}

/** Technicians in calendar order (department, tech group, name); a page of them. */
export const findTechnicians = (db: Db, page: { offset: number; limit: number | null }) =>
  selectJsonRows<ContactRow>(
    db,
    sql`select c.id, c.first_name as "firstName", c.last_name as "lastName", c.nickname,
          c.legal_name as "legalName", c.department_id as "departmentId", d.title as department,
          coalesce(c.tech_group, '') as "techGroup", c.is_staff as "isStaff", c.target_days as "targetDays",
          c.day_rate as "dayRate", c.mobile_phone as "mobilePhone", c.primary_email as email,
          c.home_state as "homeState", c.is_new as "isNew", c.is_part_time as "isPartTime"
        from contacts c left join departments d on d.id = c.department_id
        where c.kind = 'technician' and c.is_active
        order by d.sort_order nulls last, d.id nulls last, ${groupRank}, c.tech_group, c.last_name, c.first_name, c.id
        ${page.limit === null ? sql`` : sql`limit ${page.limit}`} offset ${page.offset}`,
  );

export async function countTechnicians(db: Db): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from contacts where kind = 'technician' and is_active`,
  );
  return row?.n ?? 0;
}

export interface CommitmentRow {
  id: number;
  contactId: number;
  eventId: number;
  description: string;
  isTentative: boolean;
  isStashed: boolean;
  loadInConfirmed: boolean;
  loadOutConfirmed: boolean;
  inAt: string;
  outAt: string;
  showName: string;
  location: string;
  startDate: string;
  endDate: string;
  isCancelled: boolean;
  /** The venue's state: the drive estimate between two jobs (domains/staffing/rest.ts). */
  venueState: string | null;
  colorHex: string;
  contrastHex: string;
}

/** The positions of these contacts whose dates touch [start, end], soonest first. */
function selectCommitments(where: SQL) {
  return sql`select p.id, p.contact_id as "contactId", p.event_id as "eventId", p.description,
      p.is_tentative as "isTentative", p.is_stashed as "isStashed",
      p.load_in_confirmed as "loadInConfirmed", p.load_out_confirmed as "loadOutConfirmed",
      p.in_at as "inAt", p.out_at as "outAt", e.show_name as "showName", e.location,
      e.start_date as "startDate", e.end_date as "endDate", e.is_cancelled as "isCancelled",
      e.venue_state as "venueState", d.color_hex as "colorHex", d.contrast_hex as "contrastHex"
    from positions p
    join events e on e.id = p.event_id
    join categories cat on cat.id = p.category_id
    join departments d on d.id = cat.department_id
    where ${where}
    order by p.contact_id, p.in_at, p.id`;
}

export const findCommitments = (db: Db, contactIds: readonly number[], start: string, end: string) =>
  contactIds.length
    ? selectJsonRows<CommitmentRow>(
        db,
        selectCommitments(
          sql`p.contact_id in ${idList(contactIds)} and ${touches(sql`p.in_at`, sql`p.out_at`, start, end)}`,
        ),
      )
    : Promise.resolve([]);

export interface AwayRow {
  id: number;
  contactId: number;
  startDate: string;
  endDate: string;
  notes: string;
}

export const findAway = (db: Db, contactIds: readonly number[], start: string, end: string) =>
  contactIds.length
    ? selectJsonRows<AwayRow>(
        db,
        sql`select id, contact_id as "contactId", start_date as "startDate", end_date as "endDate", notes
            from days_unavailable
            where contact_id in ${idList(contactIds)} and start_date <= ${end} and end_date >= ${start}
            order by contact_id, start_date, id`,
      )
    : Promise.resolve([]);

export interface TravelRow {
  id: number;
  contactId: number;
  eventId: number | null;
  kind: 'flight' | 'drive' | 'local' | 'other';
  direction: 'in' | 'out';
  isEstimated: boolean;
  departsAt: string;
  arrivesAt: string;
  details: string;
}

/** Trips of these contacts that leave within [start, end] (a bar is drawn on its departure day). */
export const findTravel = (db: Db, contactIds: readonly number[], start: string, end: string) =>
  contactIds.length
    ? selectJsonRows<TravelRow>(
        db,
        sql`select id, contact_id as "contactId", event_id as "eventId", kind, direction,
              is_estimated as "isEstimated", departs_at as "departsAt", arrives_at as "arrivesAt", details
            from travel_items
            where contact_id in ${idList(contactIds)}
              and departs_at >= ${start}::timestamp and departs_at < ${addDays(end, 1)}::timestamp
            order by contact_id, departs_at, id`,
      )
    : Promise.resolve([]);
