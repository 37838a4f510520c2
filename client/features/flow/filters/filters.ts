import {
  FLOW_DAYS_AHEAD,
  FLOW_DAYS_BACK,
  type FlowRange,
  type OverviewEvent,
  rangeParams,
} from '../../../../contracts/flow';
import type { FlowLine } from '../../../../contracts/flow-lines';
import { addDays, todayIso } from '../../../platform/dates';

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
  /** Holders of the tech role chosen (spec 2.13), or none chosen. */
  roleIds?: ReadonlySet<number> | null;
}

export function matches(c: FlowLine, f: ContactFilter): boolean {
  if (f.staffOnly && !c.is_staff) return false;
  if (f.roleIds && !f.roleIds.has(c.id)) return false;
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

/** Spec 9: percent of the target days (0 when the target is 0); the bar stops at 100 %. */
export function targetPercent(days: number, target: number): { percent: number; bar: number } {
  const percent = target > 0 ? Math.round((days / target) * 100) : 0;
  return { percent, bar: Math.min(percent, 100) };
}
