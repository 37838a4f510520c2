import {
  FLOW_DAYS_AHEAD,
  FLOW_DAYS_BACK,
  FLOW_OPEN_GROUPS,
  type FlowDepartment,
  type FlowRange,
  type OverviewEvent,
  rangeParams,
} from '../../../contracts/flow';
import type { FlowContact } from '../../../contracts/flow-contact';
import { addDays, todayIso } from '../../platform/dates';

/** Spec 9: 7 days back to 60 ahead. */
export function defaultRange(today = todayIso()): FlowRange {
  return { start: addDays(today, -FLOW_DAYS_BACK), end: addDays(today, FLOW_DAYS_AHEAD) };
}

const isDate = (v: string | null): v is string =>
  !!v && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v));

/** The range of the address (?startDate&endDate), or the default for what is missing or wrong. */
export function rangeFromParams(params: URLSearchParams, today = todayIso()): FlowRange {
  const fallback = defaultRange(today);
  const start = params.get('startDate');
  const end = params.get('endDate');
  const range = { start: isDate(start) ? start : fallback.start, end: isDate(end) ? end : fallback.end };
  // An address the server would refuse (reversed, too long) shows the default weeks instead.
  return rangeParams.safeParse(range).success ? range : fallback;
}

export const shiftRange = (r: FlowRange, days: number): FlowRange => ({
  start: addDays(r.start, days),
  end: addDays(r.end, days),
});

/** Spec 9: a 2-letter search is a home state, a numeric one an event id; anything else a name. */
export type Search =
  | { kind: 'none' }
  | { kind: 'state'; state: string }
  | { kind: 'event'; id: number }
  | { kind: 'name'; text: string };

export function classifySearch(text: string): Search {
  const t = text.trim();
  if (!t) return { kind: 'none' };
  if (/^\d+$/.test(t)) return { kind: 'event', id: Number(t) };
  if (/^[a-z]{2}$/i.test(t)) return { kind: 'state', state: t.toUpperCase() };
  return { kind: 'name', text: t.toLowerCase() };
}

export interface ContactFilter {
  search: Search;
  /** The searched event and, with 'Include Related', its related events. */
  eventIds: ReadonlySet<number>;
  staffOnly: boolean;
}

export function matches(c: FlowContact, f: ContactFilter): boolean {
  if (f.staffOnly && !c.is_staff) return false;
  const s = f.search;
  switch (s.kind) {
    case 'none':
      return true;
    case 'state':
      return c.homeStateAbbrev === s.state;
    case 'event':
      return c.eventIDs.some((id) => f.eventIds.has(id));
    case 'name':
      return [c.name, c.contact_name, c.legal_name, `${c.first_name} ${c.last_name}`].some((n) =>
        n?.toLowerCase().includes(s.text),
      );
  }
}

/** The event overview shows the searched events only while an event is searched. */
export const showsEvent = (e: OverviewEvent, f: ContactFilter) =>
  f.search.kind !== 'event' || f.eventIds.has(e.id);

/** One line of the virtualised calendar. */
export type FlowRow =
  | { kind: 'events-head'; key: string; count: number; lines: number; shownLines: number }
  | { kind: 'event-row'; key: string; events: OverviewEvent[] }
  | { kind: 'department'; key: string; title: string; color: string; contrast: string; count: number }
  | { kind: 'group'; key: string; title: string; count: number; open: boolean }
  | { kind: 'tech'; key: string; contact: FlowContact }
  | { kind: 'empty'; key: string; text: string };

/** A busy range packs its events into dozens of lines: the first few show until asked for all. */
export const EVENT_LINES_SHOWN = 8;

export const ROW_HEIGHT: Record<FlowRow['kind'], number> = {
  'events-head': 26,
  'event-row': 24,
  department: 28,
  group: 24,
  tech: 32,
  empty: 40,
};

export const groupKey = (departmentId: number | null, group: string) => `${departmentId ?? 'none'}:${group}`;

/** Staff and Primary start open; a search opens every group that has a match, unless toggled. */
export function isGroupOpen(
  toggled: ReadonlyMap<string, boolean>,
  key: string,
  group: string,
  searching: boolean,
) {
  return toggled.get(key) ?? (searching || (FLOW_OPEN_GROUPS as readonly string[]).includes(group));
}

/**
 * The calendar's lines: the event overview, then each department with its tech groups (in the
 * server's order) and, in open groups, one line per matching technician.
 */
export function buildRows(input: {
  departments: FlowDepartment[];
  contacts: FlowContact[];
  overview: { events: OverviewEvent[] }[];
  filter: ContactFilter;
  toggled: ReadonlyMap<string, boolean>;
  eventsOpen: boolean;
  /** Every line of the overview, rather than the first EVENT_LINES_SHOWN. */
  allEventLines?: boolean;
  loading: boolean;
}): FlowRow[] {
  const { filter } = input;
  const rows: FlowRow[] = [];
  const overview = input.overview
    .map((r) => r.events.filter((e) => showsEvent(e, filter)))
    .filter((events) => events.length > 0);
  const shown = !input.eventsOpen
    ? []
    : input.allEventLines
      ? overview
      : overview.slice(0, EVENT_LINES_SHOWN);
  rows.push({
    kind: 'events-head',
    key: 'events',
    count: overview.reduce((n, r) => n + r.length, 0),
    lines: overview.length,
    shownLines: shown.length,
  });
  for (const [i, events] of shown.entries()) rows.push({ kind: 'event-row', key: `er${i}`, events });

  const departments = new Map(input.departments.map((d) => [d.id, d]));
  const searching = filter.search.kind !== 'none' || filter.staffOnly;
  // Contacts come in calendar order: runs of one department, and in it runs of one group.
  const byDepartment = new Map<number | null, Map<string, FlowContact[]>>();
  for (const c of input.contacts) {
    if (!matches(c, filter)) continue;
    let groups = byDepartment.get(c.department_id);
    if (!groups) {
      groups = new Map();
      byDepartment.set(c.department_id, groups);
    }
    const list = groups.get(c.techGroupName);
    if (list) list.push(c);
    else groups.set(c.techGroupName, [c]);
  }
  for (const [departmentId, groups] of byDepartment) {
    const d = departmentId === null ? undefined : departments.get(departmentId);
    const count = [...groups.values()].reduce((n, g) => n + g.length, 0);
    rows.push({
      kind: 'department',
      key: `d${departmentId ?? 'none'}`,
      title: d?.title ?? 'No Department',
      color: d?.bgColor ?? '#64748b',
      contrast: d?.contrastColor ?? '#ffffff',
      count,
    });
    for (const [group, list] of groups) {
      const key = groupKey(departmentId, group);
      const open = isGroupOpen(input.toggled, key, group, searching);
      rows.push({ kind: 'group', key: `g${key}`, title: group || 'No Group', count: list.length, open });
      if (open) for (const c of list) rows.push({ kind: 'tech', key: `t${c.id}`, contact: c });
    }
  }
  if (!byDepartment.size && !input.loading)
    rows.push({
      kind: 'empty',
      key: 'empty',
      text: input.contacts.length ? 'No Matching Results' : 'No Results',
    });
  return rows;
}

/** Spec 9: percent of the target days (0 when the target is 0); the bar stops at 100 %. */
export function targetPercent(days: number, target: number): { percent: number; bar: number } {
  const percent = target > 0 ? Math.round((days / target) * 100) : 0;
  return { percent, bar: Math.min(percent, 100) };
}
