import { and, desc, eq, sql } from 'drizzle-orm';
import { webhookDeliveries, webhookEndpoints } from '../../domains/webhooks/schema.js';
import { users } from '../../platform/db/schema/core.js';
import { type Db, selectRows } from '../../platform/db/types.js';

/** Every endpoint with who made it and its deliveries waiting and given up. */
export const listEndpoints = (db: Db, id?: number) =>
  db
    .select({
      id: webhookEndpoints.id,
      url: webhookEndpoints.url,
      events: webhookEndpoints.events,
      active: webhookEndpoints.active,
      createdAt: webhookEndpoints.createdAt,
      createdBy: users.name,
      queued: sql<number>`(select count(*)::int from webhook_deliveries d
                           where d.endpoint_id = ${webhookEndpoints.id} and d.status = 'queued')`,
      failed: sql<number>`(select count(*)::int from webhook_deliveries d
                           where d.endpoint_id = ${webhookEndpoints.id} and d.status = 'failed')`,
    })
    .from(webhookEndpoints)
    .innerJoin(users, eq(users.id, webhookEndpoints.createdByUserId))
    .where(id === undefined ? undefined : eq(webhookEndpoints.id, id))
    .orderBy(webhookEndpoints.id);

export type EndpointRow = Awaited<ReturnType<typeof listEndpoints>>[number];

export async function insertEndpoint(db: Db, values: typeof webhookEndpoints.$inferInsert) {
  const [row] = await db.insert(webhookEndpoints).values(values).returning({ id: webhookEndpoints.id });
  return row!.id;
}

export async function updateEndpoint(
  db: Db,
  id: number,
  values: Partial<Pick<typeof webhookEndpoints.$inferInsert, 'url' | 'events' | 'active' | 'secret'>>,
): Promise<boolean> {
  const rows = await db
    .update(webhookEndpoints)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(webhookEndpoints.id, id))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

export async function deleteEndpoint(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

export const DELIVERY_LOG_LENGTH = 100;

export const deliveriesOf = (db: Db, endpointId: number) =>
  db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.id))
    .limit(DELIVERY_LOG_LENGTH);

export async function findDelivery(db: Db, id: number) {
  const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
  return row;
}

export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** One delivery for one endpoint (the test event), queued now. */
export async function insertDelivery(db: Db, endpointId: number, event: string, body: string) {
  const [row] = await db
    .insert(webhookDeliveries)
    .values({ endpointId, event, body })
    .returning({ id: webhookDeliveries.id });
  return row!.id;
}

/**
 * A delivery due again now with fresh attempts (an admin's Retry); false when it is delivered
 * already or being sent this moment.
 */
export async function requeueDelivery(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(webhookDeliveries)
    .set({ status: 'queued', attempts: 0, nextAttemptAt: now })
    .where(
      and(
        eq(webhookDeliveries.id, id),
        sql`${webhookDeliveries.status} <> 'delivered'`,
        sql`(${webhookDeliveries.leaseUntil} is null or ${webhookDeliveries.leaseUntil} < ${now})`,
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return rows.length > 0;
}

/** A delivery claimed for sending, with what sending needs. */
export interface ClaimedDelivery {
  id: number;
  event: string;
  body: string;
  attempts: number;
  leaseUntil: string;
  url: string;
  secret: string;
}

/**
 * Claims deliveries due at `now` (or the one `id`) for `leaseMs`, counting the attempt: rows
 * another process holds are skipped (`for update skip locked`) and a claim within its lease is not
 * taken again, so two processes never send one row at once; a process that dies mid-send leaves
 * its claim to run out, and the row is taken again. Same pattern as the offer rounds' sweep.
 */
export const claimDeliveries = (db: Db, now: Date, leaseMs: number, limit: number, id?: number) =>
  selectRows<ClaimedDelivery>(
    db,
    sql`with claimed as (
          update webhook_deliveries d set lease_until = ${new Date(now.getTime() + leaseMs)}, attempts = d.attempts + 1
          where d.id in (select id from webhook_deliveries
            where status = 'queued' and next_attempt_at <= ${now} and (lease_until is null or lease_until < ${now})
              ${id === undefined ? sql`` : sql`and id = ${id}`}
            order by next_attempt_at, id limit ${limit} for update skip locked)
          returning d.id, d.endpoint_id, d.event, d.body, d.attempts, d.lease_until)
        select c.id, c.event, c.body, c.attempts, c.lease_until::text as "leaseUntil", e.url, e.secret
        from claimed c join webhook_endpoints e on e.id = c.endpoint_id`,
  );

/**
 * Records an attempt's outcome, if this claim still holds the row (a worker that outlived its
 * lease writes nothing over the one that took the row after it).
 */
export async function recordAttempt(
  db: Db,
  claim: { id: number; leaseUntil: string },
  values: {
    status: 'queued' | 'delivered' | 'failed';
    lastStatus: number | null;
    lastError: string | null;
    lastAttemptAt: Date;
    nextAttemptAt?: Date;
    deliveredAt?: Date;
  },
) {
  await db
    .update(webhookDeliveries)
    .set({ ...values, leaseUntil: null })
    .where(
      and(
        eq(webhookDeliveries.id, claim.id),
        sql`${webhookDeliveries.leaseUntil} = ${claim.leaseUntil}::timestamptz`,
      ),
    );
}

/** Deletes deliveries done (delivered or given up) before `before`; answers how many. */
export async function deleteDoneBefore(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(webhookDeliveries)
    .where(and(sql`${webhookDeliveries.status} <> 'queued'`, sql`${webhookDeliveries.createdAt} < ${before}`))
    .returning({ id: webhookDeliveries.id });
  return rows.length;
}
