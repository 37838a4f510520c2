import { FLOW_OPEN_GROUPS, type FlowDepartment, type OverviewEvent } from '../../../../contracts/flow';
import type { FlowLine } from '../../../../contracts/flow-lines';
import { type ContactFilter, matches, showsEvent } from '../filters/filters';
import type { RowLayout, Span } from './layout';

/** Per day of the range, how many of a department's technicians are free and how many booked. */
export interface DayCounts {
  free: Uint16Array;
  booked: Uint16Array;
}

/** One line of the virtualised calendar. */
export type FlowRow =
  | { kind: 'events-head'; key: string; count: number; lines: number; shownLines: number }
  | { kind: 'event-row'; key: string; events: OverviewEvent[] }
  | {
      kind: 'department';
      key: string;
      title: string;
      color: string;
      contrast: string;
      count: number;
      days?: DayCounts;
    }
  | { kind: 'group'; key: string; title: string; count: number; open: boolean }
  | { kind: 'tech'; key: string; contact: FlowLine; layout?: RowLayout }
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
/**
 * Each lane past the first adds this much to a technician's line: bars are 18 px tall, and 25 px
 * apart their centres leave the 24 px a pointer target needs (WCAG 2.5.8 spacing).
 */
export const LANE_HEIGHT = 25;

export const rowHeight = (row: FlowRow) =>
  row.kind === 'tech' && row.layout
    ? ROW_HEIGHT.tech + (row.layout.lanes - 1) * LANE_HEIGHT
    : ROW_HEIGHT[row.kind];

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

/** What narrows the lines beyond the search: conflicts only, free on some days, no cancelled or stashed. */
export interface RowView {
  layouts: ReadonlyMap<number, RowLayout>;
  conflictsOnly: boolean;
  /** The days selected on the date header: only those free on every one of them. */
  freeOn: Span | null;
  /** Cancelled and stashed jobs hidden (the overview's cancelled events too). */
  hideInactive: boolean;
}

function shownByView(layout: RowLayout | undefined, view: RowView | undefined): boolean {
  if (!view) return true;
  if (view.conflictsOnly && !layout?.conflicts.length) return false;
  const f = view.freeOn;
  if (f) {
    if (!layout) return false;
    for (let i = f.from; i <= f.to; i++) if (!layout.free[i]) return false;
  }
  return true;
}

function addCounts(counts: DayCounts, layout: RowLayout) {
  for (let i = 0; i < counts.free.length; i++) {
    counts.free[i]! += layout.free[i] ?? 0;
    counts.booked[i]! += layout.booked[i] ?? 0;
  }
}

/**
 * The calendar's lines: the event overview, then each department with its tech groups (in the
 * server's order) and, in open groups, one line per matching technician. A department's per-day
 * counts cover every technician the search matches, whatever the view narrows the lines to.
 */
export function buildRows(input: {
  departments: FlowDepartment[];
  contacts: FlowLine[];
  overview: { events: OverviewEvent[] }[];
  filter: ContactFilter;
  toggled: ReadonlyMap<string, boolean>;
  eventsOpen: boolean;
  /** Every line of the overview, rather than the first EVENT_LINES_SHOWN. */
  allEventLines?: boolean;
  loading: boolean;
  view?: RowView;
  /** Days in the range (the length of the per-day counts). */
  days?: number;
}): FlowRow[] {
  const { filter, view } = input;
  const rows: FlowRow[] = [];
  const overview = input.overview
    .map((r) => r.events.filter((e) => showsEvent(e, filter) && !(view?.hideInactive && e.isCancelled)))
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
  const searching =
    filter.search.kind !== 'none' ||
    filter.staffOnly ||
    !!filter.roleIds ||
    !!view?.conflictsOnly ||
    !!view?.freeOn;
  const days = input.days ?? 0;
  const dayCounts = new Map<number | null, DayCounts>();
  // Contacts come in calendar order: runs of one department, and in it runs of one group.
  const byDepartment = new Map<number | null, Map<string, FlowLine[]>>();
  for (const c of input.contacts) {
    if (!matches(c, filter)) continue;
    const layout = view?.layouts.get(c.id);
    if (layout && days) {
      let counts = dayCounts.get(c.department_id);
      if (!counts) {
        counts = { free: new Uint16Array(days), booked: new Uint16Array(days) };
        dayCounts.set(c.department_id, counts);
      }
      addCounts(counts, layout);
    }
    if (!shownByView(layout, view)) continue;
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
      days: dayCounts.get(departmentId),
    });
    for (const [group, list] of groups) {
      const key = groupKey(departmentId, group);
      const open = isGroupOpen(input.toggled, key, group, searching);
      rows.push({ kind: 'group', key: `g${key}`, title: group || 'No Group', count: list.length, open });
      if (open)
        for (const c of list)
          rows.push({ kind: 'tech', key: `t${c.id}`, contact: c, layout: view?.layouts.get(c.id) });
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
