import { sql } from 'drizzle-orm';
import type { Db } from '../db/types.js';
import { selectRows } from '../db/types.js';

/** The one NOTIFY channel every live message travels on; the message names its stream channel. */
export const NOTIFY_CHANNEL = 'loadout_live';

/** NOTIFY refuses payloads of 8000 bytes; larger events travel as a row the message names. */
export const NOTIFY_MAX_BYTES = 7500;

/** A message on NOTIFY_CHANNEL: an event (inline or by row), or who is watching a channel. */
export type Wire =
  | { c: string; s: number; e: string; d: string }
  | { c: string; s: number; e: string; r: number }
  | { c: string; e: string; d: string }
  | { c: string; p: { proc: string; people: Person[] }; ask?: boolean };

export interface Person {
  id: number;
  name: string;
}

/**
 * Publishes an event on a channel and answers its sequence number. Run inside the writing
 * transaction: the number is taken under the write's own locks and rolls back with it, and the
 * NOTIFY is delivered only when (and if) the transaction commits, in commit order, to every
 * process (PostgreSQL) or to this one (PGlite). On the root handle it is its own transaction.
 */
export async function publishLive(db: Db, channel: string, event: string, data: unknown): Promise<number> {
  const d = JSON.stringify(data);
  // The number is the statement's own, so the message is built in SQL: one statement for the
  // number, the payload row when the event is large, and the NOTIFY (a write takes one turn).
  const inline = Buffer.byteLength(JSON.stringify({ c: channel, s: Number.MAX_SAFE_INTEGER, e: event, d }));
  const [row] = await selectRows<{ seq: string }>(
    db,
    inline <= NOTIFY_MAX_BYTES
      ? sql`with s as (${nextSeq(channel)})
            select s.seq, pg_notify(${NOTIFY_CHANNEL},
              json_build_object('c', ${channel}::text, 's', s.seq, 'e', ${event}::text, 'd', ${d}::text)::text)
            from s`
      : sql`with s as (${nextSeq(channel)}),
                 p as (insert into live_payloads (payload) values (${d}) returning id)
            select s.seq, pg_notify(${NOTIFY_CHANNEL},
              json_build_object('c', ${channel}::text, 's', s.seq, 'e', ${event}::text, 'r', p.id)::text)
            from s, p`,
  );
  return Number(row!.seq);
}

const nextSeq = (channel: string) =>
  sql`insert into live_sequences (channel, seq) values (${channel}, 1)
      on conflict (channel) do update set seq = live_sequences.seq + 1 returning seq`;

/**
 * An unnumbered event ("read your lists again"): nothing is written, nothing kept for replay; a
 * screen that reconnects reads again instead (its stream starts with `sync`). One that does not fit
 * one NOTIFY (PostgreSQL refuses 8000 bytes, and the write with it) is not sent: answers false.
 */
export async function notifyLive(db: Db, channel: string, event: string, data: unknown): Promise<boolean> {
  const wire = { c: channel, e: event, d: JSON.stringify(data) };
  if (Buffer.byteLength(JSON.stringify(wire)) > NOTIFY_MAX_BYTES) return false;
  await notify(db, wire);
  return true;
}

export async function notify(db: Db, wire: Wire): Promise<void> {
  await db.execute(sql`select pg_notify(${NOTIFY_CHANNEL}, ${JSON.stringify(wire)})`);
}

/** The channel's last sequence number (0 before its first event). */
export async function currentSeq(db: Db, channel: string): Promise<number> {
  const [row] = await selectRows<{ seq: string }>(
    db,
    sql`select seq from live_sequences where channel = ${channel}`,
  );
  return row ? Number(row.seq) : 0;
}

/** A large event's payload, by the row its message names (null once swept). */
export async function readPayload(db: Db, id: number): Promise<string | null> {
  const [row] = await selectRows<{ payload: string }>(
    db,
    sql`select payload from live_payloads where id = ${id}`,
  );
  return row?.payload ?? null;
}

/** Large payloads are kept an hour: a reconnect older than that reads the pull again anyway. */
export async function sweepPayloads(db: Db): Promise<void> {
  await db.execute(sql`delete from live_payloads where created_at < now() - interval '1 hour'`);
}
