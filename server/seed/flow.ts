import { sql } from 'drizzle-orm';
import { travelItems } from '../domains/shows/schema.js';
import { addDays } from '../platform/dates.js';
import { selectRows } from '../platform/db/types.js';
import { insertAll } from './insert.js';
import type { Rng } from './random.js';
import type { SeedContext, SeedGenerator } from './types.js';

/** A home airport per state the company works in (seed/names.ts STATES). */
const AIRPORTS: Record<string, string> = {
  TX: 'DFW',
  FL: 'MCO',
  NV: 'LAS',
  TN: 'BNA',
  GA: 'ATL',
  CA: 'LAX',
  IL: 'ORD',
  CO: 'DEN',
  AZ: 'PHX',
  NY: 'JFK',
  LA: 'MSY',
  NC: 'CLT',
  OK: 'OKC',
  MO: 'STL',
  WA: 'SEA',
};
const AIRLINES = ['AA', 'DL', 'UA', 'WN', 'AS'];

type Kind = (typeof travelItems.$inferInsert)['kind'];

const at = (date: string, hour: number) => {
  const h = Math.floor(hour);
  const m = Math.round((hour - h) * 60);
  return `${date} ${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:00`;
};
/** A wall-clock time plus some hours, crossing midnight when it must. */
function plusHours(date: string, hour: number, hours: number) {
  const end = hour + hours;
  const days = Math.floor(end / 24);
  return at(addDays(date, days), end - days * 24);
}

/** The way there and back for one tech on one event: flown from another state, driven or local at home. */
function trips(
  rng: Rng,
  home: string | null,
  venue: string | null,
): { kind: Kind; hours: number; details: string }[] {
  const out: { kind: Kind; hours: number; details: string }[] = [];
  const from = AIRPORTS[home ?? ''];
  const to = AIRPORTS[venue ?? ''];
  for (const direction of ['in', 'out'] as const) {
    if (home && venue && home !== venue && from && to) {
      const flight = `${rng.pick(AIRLINES)} ${rng.int(100, 2999)}`;
      const route = direction === 'in' ? `${from} → ${to}` : `${to} → ${from}`;
      out.push({ kind: 'flight', hours: rng.step(1.5, 5, 0.5), details: `${flight} ${route}` });
    } else if (rng.chance(0.1)) {
      out.push({ kind: 'other', hours: rng.step(3, 8, 1), details: 'Train' });
    } else if (rng.chance(0.45)) {
      out.push({ kind: 'drive', hours: rng.step(2, 6, 0.5), details: 'Personal vehicle' });
    } else {
      out.push({ kind: 'local', hours: 1, details: '' });
    }
  }
  return out;
}

/**
 * A few bids share their venue and days with another crewed bid (a conference's breakout rooms
 * sold as a bid of their own): what the flow calendar's 'Include Related' finds.
 */
async function pairRelatedBids(tx: SeedContext['tx'], rng: Rng) {
  const crewed = await selectRows<{
    id: number;
    location: string;
    venueState: string | null;
    s: string;
    e: string;
  }>(
    tx,
    sql`select e.id, e.location, e.venue_state as "venueState",
          coalesce(e.load_in_date, e.start_date)::text as s, coalesce(e.load_out_date, e.end_date)::text as e
        from events e
        where not e.is_cancelled
          and exists (select 1 from positions p where p.event_id = e.id and p.contact_id is not null)
        order by e.id`,
  );
  const used = new Set<number>();
  const moves: { id: number; location: string; venueState: string | null }[] = [];
  for (const a of crewed) {
    if (used.has(a.id) || !rng.chance(0.2)) continue;
    const b = crewed.find(
      (x) => x.id > a.id && !used.has(x.id) && x.s <= a.e && x.e >= a.s && x.location !== a.location,
    );
    if (!b) continue;
    used.add(a.id).add(b.id);
    moves.push({ id: b.id, location: a.location, venueState: a.venueState });
  }
  if (!moves.length) return;
  const values = sql.join(
    moves.map((m) => sql`(${m.id}::int, ${m.location}::text, ${m.venueState}::text)`),
    sql`, `,
  );
  await tx.execute(
    sql`update events e set location = v.location, venue_state = v.state
        from (values ${values}) as v(id, location, state) where e.id = v.id`,
  );
}

/**
 * Related bids, then travel for the crew of every event: each technician with a position (not stashed) travels in the
 * day before their first call, or that morning, and home after their last out. Trips of events
 * still to come are sometimes estimates (not booked yet).
 */
export const flowGenerator: SeedGenerator = {
  name: 'flow',
  async run({ tx, rng, today }) {
    await pairRelatedBids(tx, rng.fork('related'));
    const crews = await selectRows<{
      eventId: number;
      contactId: number;
      firstIn: string;
      lastOut: string;
      home: string | null;
      venue: string | null;
    }>(
      tx,
      sql`select p.event_id as "eventId", p.contact_id as "contactId",
            to_char(min(p.in_at), 'YYYY-MM-DD HH24:MI') as "firstIn",
            to_char(max(p.out_at), 'YYYY-MM-DD HH24:MI') as "lastOut",
            c.home_state as home, e.venue_state as venue
          from positions p join contacts c on c.id = p.contact_id join events e on e.id = p.event_id
          where p.contact_id is not null and not p.is_stashed and not e.is_cancelled
          group by p.event_id, p.contact_id, c.home_state, e.venue_state
          order by p.event_id, p.contact_id`,
    );
    const rows: (typeof travelItems.$inferInsert)[] = [];
    for (const crew of crews) {
      // Some of the crew live close enough to need no travel at all.
      if (rng.chance(0.15)) continue;
      const [there, back] = trips(rng, crew.home, crew.venue);
      const isFuture = crew.firstIn.slice(0, 10) > today;
      const estimated = isFuture && rng.chance(0.3);
      const firstDay = crew.firstIn.slice(0, 10);
      const callHour = Number(crew.firstIn.slice(11, 13));
      // Flights land the day before; drives and local trips arrive just before the call.
      const inDay = there!.kind === 'flight' || there!.kind === 'other' ? addDays(firstDay, -1) : firstDay;
      const inHour = inDay === firstDay ? Math.max(0, callHour - there!.hours - 0.5) : rng.step(6, 16, 0.5);
      const lastDay = crew.lastOut.slice(0, 10);
      const outHour = Number(crew.lastOut.slice(11, 13));
      // After a late out the flight home is the next morning.
      const backDay = back!.kind === 'flight' && outHour >= 17 ? addDays(lastDay, 1) : lastDay;
      const backHour = backDay === lastDay ? Math.min(23.5, outHour + 0.5) : rng.step(7, 14, 0.5);
      for (const [trip, direction, day, hour] of [
        [there!, 'in', inDay, inHour],
        [back!, 'out', backDay, backHour],
      ] as const) {
        rows.push({
          contactId: crew.contactId,
          eventId: crew.eventId,
          kind: trip.kind,
          direction,
          isEstimated: estimated,
          departsAt: at(day, hour),
          arrivesAt: plusHours(day, hour, trip.hours),
          details: estimated ? '' : trip.details,
        });
      }
    }
    await insertAll(tx, travelItems, rows);
  },
};
