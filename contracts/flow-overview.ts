import { z } from 'zod';
import { isoDate } from './common.js';
import { accountManager } from './events.js';
import type { FlowRange, OverviewEvent } from './flow.js';
import { dateNames, dayNumbers, numbering, textTable } from './flow-packing.js';

/**
 * The event overview in compact form (GET /flow/techs/overview): the rows of the events call of
 * spec 7, at a quarter of the bytes and cheap to check (a thousand events as objects cost the
 * screen tens of milliseconds to check). Each event is OVERVIEW_FIELDS numbers: texts by their
 * index in `texts`, dates as day numbers from `start`, account managers by index (-1: none).
 */
export const OVERVIEW_FIELDS = [
  'id',
  'showName',
  'showState',
  'startDay',
  'endDay',
  'isCancelled',
  'prettyStart',
  'prettyEnd',
  'location',
  'accountManager',
  'openPositions',
] as const;

export const overviewResponse = z.object({
  start: isoDate,
  texts: z.array(z.string()),
  accountManagers: z.array(accountManager),
  /** Every event, row after row. */
  events: z.array(z.number()),
  /** How many events each row holds. */
  rows: z.array(z.number().int()),
});
export type OverviewResponse = z.infer<typeof overviewResponse>;

type OverviewRows = { events: OverviewEvent[] }[];

export function packOverview(rows: OverviewRows, range: FlowRange): OverviewResponse {
  const { texts, text } = textTable();
  const maybe = (s: string | null) => (s === null ? -1 : text(s));
  const accountManagers: OverviewResponse['accountManagers'] = [];
  const byId = new Map<number, OverviewResponse['accountManagers'][number]>();
  const manager = numbering<number>((id) => accountManagers.push(byId.get(id)!));
  const day = dayNumbers(range.start);
  const events = rows.flatMap((r) =>
    r.events.flatMap((e) => {
      const am = e.account_manager;
      if (am) byId.set(am.id, am);
      return [
        e.id,
        text(e.show_name),
        maybe(e.show_state),
        day(e.startDate),
        day(e.endDate),
        e.isCancelled ? 1 : 0,
        text(e.prettyStartTimestamp),
        text(e.prettyEndTimestamp),
        text(e.location),
        am ? manager(am.id) : -1,
        e.openPositions,
      ];
    }),
  );
  return { start: range.start, texts, accountManagers, events, rows: rows.map((r) => r.events.length) };
}

/** The rows as the events call gives them. */
export function unpackOverview(o: OverviewResponse): OverviewRows {
  const { texts, events: n } = o;
  const date = dateNames(o.start);
  const W = OVERVIEW_FIELDS.length;
  let at = 0;
  return o.rows.map((count) => {
    const events: OverviewEvent[] = [];
    for (const end = at + count * W; at < end; at += W)
      events.push({
        id: n[at]!,
        show_name: texts[n[at + 1]!]!,
        show_state: n[at + 2]! < 0 ? null : texts[n[at + 2]!]!,
        startDate: date(n[at + 3]!),
        endDate: date(n[at + 4]!),
        isCancelled: n[at + 5] === 1,
        prettyStartTimestamp: texts[n[at + 6]!]!,
        prettyEndTimestamp: texts[n[at + 7]!]!,
        location: texts[n[at + 8]!]!,
        account_manager: n[at + 9]! < 0 ? null : o.accountManagers[n[at + 9]!]!,
        openPositions: n[at + 10]!,
      });
    return { events };
  });
}
