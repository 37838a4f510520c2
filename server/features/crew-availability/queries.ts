import { eq, type SQL, sql } from 'drizzle-orm';
import { type Db, selectJsonRows, selectRows } from '../../platform/db/types.js';
import { availabilityAsks, availabilityRequests } from './schema.js';

export type AskAnswer = (typeof availabilityAsks.$inferSelect)['answer'];

export interface RequestRow {
  id: number;
  startDate: string;
  endDate: string;
  note: string;
  eventId: number | null;
  showName: string | null;
  senderName: string | null;
  senderEmail: string | null;
  senderPhone: string | null;
  createdAt: string;
}

const selectRequests = (where: SQL) => sql`
  select r.id, r.start_date as "startDate", r.end_date as "endDate", r.note, r.event_id as "eventId",
    e.show_name as "showName", u.name as "senderName", u.email as "senderEmail",
    sc.mobile_phone as "senderPhone", r.created_at as "createdAt"
  from availability_requests r
  left join events e on e.id = r.event_id
  left join users u on u.id = r.created_by_user_id
  left join contacts sc on sc.id = u.contact_id
  where ${where}
  order by r.start_date, r.id`;

export const findRequests = (db: Db, where: SQL) => selectJsonRows<RequestRow>(db, selectRequests(where));

export const findRequestsEndingSince = (db: Db, since: string) =>
  findRequests(db, sql`r.end_date >= ${since}::date`);

export async function findRequest(db: Db, id: number): Promise<RequestRow | undefined> {
  const [row] = await findRequests(db, sql`r.id = ${id}`);
  return row;
}

export interface AskRow {
  id: number;
  requestId: number;
  contactId: number;
  firstName: string;
  lastName: string;
  email: string | null;
  answer: AskAnswer;
  answeredAt: string | null;
}

/** The asks of these requests, with who was asked. */
export const findAsksOf = (db: Db, requestIds: number[]) =>
  requestIds.length
    ? selectJsonRows<AskRow>(
        db,
        sql`select a.id, a.request_id as "requestId", a.contact_id as "contactId", c.first_name as "firstName",
              c.last_name as "lastName", c.primary_email as email, a.answer, a.answered_at as "answeredAt"
            from availability_asks a join contacts c on c.id = a.contact_id
            where a.request_id in ${sql.raw(`(${requestIds.map(Math.trunc).join(',')})`)}
            order by a.answered_at nulls last, a.id`,
      )
    : Promise.resolve([]);

/** One ask with its request: by its link's token hash, or by id. */
export interface AskWithRequest extends AskRow, Omit<RequestRow, 'id'> {
  nickname: string | null;
}
const selectAsk = (where: SQL) => sql`
  select a.id, a.request_id as "requestId", a.contact_id as "contactId", c.first_name as "firstName",
    c.last_name as "lastName", c.nickname, c.primary_email as email, a.answer, a.answered_at as "answeredAt",
    r.start_date as "startDate", r.end_date as "endDate", r.note, r.event_id as "eventId",
    e.show_name as "showName", u.name as "senderName", u.email as "senderEmail",
    sc.mobile_phone as "senderPhone", r.created_at as "createdAt"
  from availability_asks a
  join contacts c on c.id = a.contact_id
  join availability_requests r on r.id = a.request_id
  left join events e on e.id = r.event_id
  left join users u on u.id = r.created_by_user_id
  left join contacts sc on sc.id = u.contact_id
  where ${where}
  order by r.start_date, a.id`;

export async function findAskByTokenHash(db: Db, hash: string): Promise<AskWithRequest | undefined> {
  const [row] = await selectJsonRows<AskWithRequest>(db, selectAsk(sql`a.token_hash = ${hash}`));
  return row;
}
export async function findAsk(db: Db, id: number): Promise<AskWithRequest | undefined> {
  const [row] = await selectJsonRows<AskWithRequest>(db, selectAsk(sql`a.id = ${id}`));
  return row;
}
/** A contact's asks whose dates have not passed. */
export const findAsksOfContact = (db: Db, contactId: number, today: string) =>
  selectJsonRows<AskWithRequest>(
    db,
    selectAsk(sql`a.contact_id = ${contactId} and r.end_date >= ${today}::date`),
  );

export async function insertRequest(db: Db, values: typeof availabilityRequests.$inferInsert) {
  const [row] = await db
    .insert(availabilityRequests)
    .values(values)
    .returning({ id: availabilityRequests.id });
  return row!.id;
}
export async function insertAsk(db: Db, values: typeof availabilityAsks.$inferInsert) {
  const [row] = await db.insert(availabilityAsks).values(values).returning({ id: availabilityAsks.id });
  return row!.id;
}
export async function linkAskOutbox(db: Db, askId: number, outboxMessageId: number) {
  await db.update(availabilityAsks).set({ outboxMessageId }).where(eq(availabilityAsks.id, askId));
}

/** Records the answer; unchanged when it is the same (so a second tap writes no History). */
export async function setAnswer(
  db: Db,
  askId: number,
  answer: Exclude<AskAnswer, 'pending'>,
  byUserId: number | null,
) {
  await db
    .update(availabilityAsks)
    .set({ answer, answeredAt: new Date(), answeredByUserId: byUserId, updatedAt: new Date() })
    .where(sql`${availabilityAsks.id} = ${askId} and ${availabilityAsks.answer} <> ${answer}`);
}

/** The event a request is about: it must exist and be live. */
export async function findEventOf(db: Db, id: number) {
  const [row] = await selectRows<{ id: number; showName: string; isCancelled: boolean }>(
    db,
    sql`select id, show_name as "showName", is_cancelled as "isCancelled" from events where id = ${id}`,
  );
  return row;
}
