import { sql } from 'drizzle-orm';
import { AppError } from '../http/errors.js';
import { currentActorId, currentWriteKey } from './request-scope.js';
import { type Db, selectRows } from './types.js';

/**
 * A device's offline queue sends each write with an id of its own (`Idempotency-Key`), and sends
 * it again when the answer was lost (the connection dropped after the server wrote, a reload while
 * it waited). The first time, the write runs and its answer is kept beside the id, in the write's
 * transaction; every later time, the kept answer comes back and nothing runs. The id is claimed
 * before the write: a second copy arriving while the first is still running waits on the row
 * (PostgreSQL's unique-key wait) and then gets the first one's answer.
 */
export const WRITE_KEY_HEADER = 'idempotency-key';
const KEY = /^[\w-]{16,100}$/;

/** The header's key, or a refusal naming it (a malformed key would silently lose its protection). */
export function writeKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  if (typeof header === 'string' && KEY.test(header)) return header;
  throw new AppError('invalid_input', 'Idempotency-Key must be 16 to 100 letters, digits, - or _', {
    [WRITE_KEY_HEADER]: 'malformed',
  });
}

/** Runs `write` once per key of the request (none: every time), in the transaction `tx`. */
export async function writeOnce<A>(
  tx: Db,
  write: () => Promise<A>,
): Promise<{ answer: A; replayed: boolean }> {
  const key = currentWriteKey();
  if (!key) return { answer: await write(), replayed: false };
  const userId = currentActorId();
  const claimed = await selectRows<{ key: string }>(
    tx,
    sql`insert into client_writes (key, user_id) values (${key}, ${userId})
        on conflict (key) do nothing returning key`,
  );
  if (claimed.length === 0) {
    const [earlier] = await selectRows<{ userId: number | null; answer: A }>(
      tx,
      sql`select user_id as "userId", answer from client_writes where key = ${key}`,
    );
    // Another person's id (a guessed or copied key) tells nothing of their write.
    if (!earlier || earlier.userId !== userId)
      throw new AppError('conflict', 'This change was already sent by someone else; make it again');
    return { answer: earlier.answer, replayed: true };
  }
  const answer = await write();
  await tx.execute(
    sql`update client_writes set answer = ${JSON.stringify(answer)}::jsonb where key = ${key}`,
  );
  return { answer, replayed: false };
}

/** Ids are kept for a week: longer than any device waits offline with the page open. */
export const forgetOldWriteKeys = (db: Db) =>
  db.execute(sql`delete from client_writes where created_at < now() - interval '7 days'`);
