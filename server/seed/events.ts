import { events } from '../domains/shows/schema.js';
import { addDays } from '../platform/dates.js';
import type { Db } from '../platform/db/types.js';
import { insertAll } from './insert.js';
import type { Rng } from './random.js';
import { CLIENTS, OCCASIONS, VENUES } from './shows.js';
import type { Sizes } from './sizes.js';
import type { SeededEvent } from './types.js';

/** The first bid number; later ones increase with small gaps (quotes that were deleted). */
export const FIRST_BID_NUMBER = 24_100;

type Status = 'Quote' | 'Tentative' | 'Confirmed' | 'Cancelled';

/** Shows that are over are confirmed or cancelled; the further out, the more are still quotes. */
function statusFor(rng: Rng, daysFromToday: number): Status {
  if (daysFromToday < 0)
    return rng.weighted<Status>([
      ['Confirmed', 88],
      ['Cancelled', 12],
    ]);
  if (daysFromToday < 30) {
    return rng.weighted<Status>([
      ['Confirmed', 65],
      ['Tentative', 20],
      ['Quote', 7],
      ['Cancelled', 8],
    ]);
  }
  return rng.weighted<Status>([
    ['Confirmed', 35],
    ['Tentative', 30],
    ['Quote', 27],
    ['Cancelled', 8],
  ]);
}

/** Events starting from a month (xlarge: fifteen months) before `today` to three months after it. */
export async function seedEvents(
  tx: Db,
  rng: Rng,
  today: string,
  accountManagerIds: readonly number[],
  sizes: Pick<Sizes, 'events' | 'eventDays'>,
): Promise<SeededEvent[]> {
  const rows: (typeof events.$inferInsert & SeededEvent)[] = [];
  let id = FIRST_BID_NUMBER;
  for (let i = 0; i < sizes.events; i++) {
    const offset = rng.int(...sizes.eventDays);
    const startDate = addDays(today, offset);
    const days = rng.weighted([
      [1, 25],
      [2, 35],
      [3, 25],
      [4, 10],
      [5, 5],
    ]);
    const endDate = addDays(startDate, days - 1);
    const status = statusFor(rng, offset + days - 1);
    const [venue, city, state] = rng.pick(VENUES);
    const year = startDate.slice(0, 4);
    const showName = `${rng.pick(CLIENTS)} ${rng.pick(OCCASIONS)}${rng.chance(0.35) ? ` ${year}` : ''}`;
    const isOver = offset + days - 1 < 0;
    rows.push({
      id,
      showName,
      accountManagerId: rng.pick(accountManagerIds),
      status,
      location: `${venue}, ${city} ${state}`,
      venueState: state,
      startDate,
      endDate,
      loadInDate: addDays(startDate, -rng.int(1, 2)),
      loadOutDate: addDays(endDate, rng.int(0, 1)),
      isCancelled: status === 'Cancelled',
      isLocked: status === 'Confirmed' && rng.chance(isOver ? 0.7 : 0.03),
    });
    id += rng.weighted([
      [1, 80],
      [2, 15],
      [3, 5],
    ]);
  }
  // Staff meet a locked bid in the coming weeks: the demo always has one (without extra draws from
  // the generator, so the rest of the data stays as it was).
  const soon = addDays(today, 30);
  if (!rows.some((r) => r.isLocked && r.startDate >= today && r.startDate <= soon)) {
    const next = rows
      .filter((r) => r.status === 'Confirmed' && r.startDate >= today && r.startDate <= soon)
      .sort((a, b) => a.startDate.localeCompare(b.startDate))[0];
    if (next) next.isLocked = true;
  }
  await insertAll(tx, events, rows);
  return rows.map((r) => ({
    id: r.id,
    startDate: r.startDate,
    endDate: r.endDate,
    loadInDate: r.loadInDate,
    loadOutDate: r.loadOutDate,
    status: r.status,
    isCancelled: r.isCancelled,
    isLocked: r.isLocked ?? false,
    accountManagerId: r.accountManagerId,
  }));
}
