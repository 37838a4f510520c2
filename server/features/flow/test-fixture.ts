import type { FastifyInstance } from 'fastify';
import type { Role } from '../../../contracts/auth.js';
import { Agent } from '../../../test/agent.js';
import {
  buildCategory,
  buildContact,
  buildDepartment,
  buildEvent,
  buildUser,
} from '../../../test/factories.js';
import { travelItems } from '../../domains/shows/schema.js';
import { daysUnavailable, positions } from '../../domains/staffing/schema.js';
import type { Db } from '../../platform/db/types.js';

/** The range the flow tests look at. */
export const RANGE = { start: '2026-12-05', end: '2026-12-20' };

const VENUE = 'Grand Ballroom, Dallas TX';

/**
 * Two bids at one venue on overlapping dates (related), a cancelled one elsewhere, and three
 * technicians: Rae (Primary, with a day rate, flying in), Omar (Staff) and Ida (Overhire).
 */
export async function buildFlowScenario(db: Db) {
  const department = await buildDepartment(db, {
    colorHex: '#1f6feb',
    contrastHex: '#ffffff',
    sortOrder: -1,
  });
  const category = await buildCategory(db, { isLabor: true, departmentId: department.id });
  const gala = await buildEvent(db, {
    showName: 'Acme Winter Gala',
    location: VENUE,
    venueState: 'TX',
    loadInDate: '2026-12-09',
    startDate: '2026-12-10',
    endDate: '2026-12-12',
    loadOutDate: '2026-12-12',
  });
  const breakout = await buildEvent(db, {
    showName: 'Acme Breakout Rooms',
    location: VENUE,
    venueState: 'TX',
    startDate: '2026-12-11',
    endDate: '2026-12-13',
  });
  const cancelled = await buildEvent(db, {
    showName: 'Initech Offsite',
    location: 'Lakeside Lodge, Austin TX',
    startDate: '2026-12-15',
    endDate: '2026-12-16',
    status: 'Cancelled',
    isCancelled: true,
  });
  const rae = await buildContact(db, {
    firstName: 'Rae',
    lastName: 'Lindqvist',
    departmentId: department.id,
    techGroup: 'Primary',
    dayRate: 500,
    targetDays: 100,
    homeState: 'TX',
  });
  const omar = await buildContact(db, {
    firstName: 'Omar',
    lastName: 'Haddad',
    departmentId: department.id,
    techGroup: 'Staff',
    isStaff: true,
    dayRate: 0,
    targetDays: 0,
    homeState: 'NV',
  });
  const ida = await buildContact(db, {
    firstName: 'Ida',
    lastName: 'Aalto',
    departmentId: department.id,
    techGroup: 'Overhire',
    dayRate: 650,
    targetDays: 40,
    homeState: 'FL',
  });
  const position = (over: Partial<typeof positions.$inferInsert>) => ({
    eventId: gala.id,
    categoryId: category.id,
    description: 'A1 Audio Engineer',
    inAt: '2026-12-09 07:00:00',
    outAt: '2026-12-12 23:00:00',
    ...over,
  });
  const [galaA1, breakoutA2, offsite, stashed] = await db
    .insert(positions)
    .values([
      position({ contactId: rae.id, loadInConfirmed: false }),
      position({
        eventId: breakout.id,
        contactId: rae.id,
        isTentative: true,
        description: 'A2 Audio Assist',
        inAt: '2026-12-13 08:00:00',
        outAt: '2026-12-13 20:00:00',
      }),
      position({
        eventId: cancelled.id,
        contactId: omar.id,
        inAt: '2026-12-15 06:00:00',
        outAt: '2026-12-16 22:00:00',
        loadOutConfirmed: false,
      }),
      position({
        contactId: omar.id,
        isStashed: true,
        inAt: '2026-12-01 07:00:00',
        outAt: '2026-12-06 18:00:00',
      }),
    ])
    .returning();
  await db.insert(daysUnavailable).values([
    {
      contactId: omar.id,
      startDate: '2026-12-18',
      endDate: '2026-12-24',
      notes: 'Family wedding',
      source: 'tech',
    },
    {
      contactId: ida.id,
      startDate: '2026-12-10',
      endDate: '2026-12-10',
      notes: 'Doctor appointment',
      source: 'tech',
    },
  ]);
  const [flightIn, driveHome] = await db
    .insert(travelItems)
    .values([
      {
        contactId: rae.id,
        eventId: gala.id,
        kind: 'flight',
        direction: 'in',
        departsAt: '2026-12-08 07:30:00',
        arrivesAt: '2026-12-08 10:00:00',
        details: 'AA 1234 LAS → DFW',
      },
      {
        contactId: rae.id,
        eventId: gala.id,
        kind: 'drive',
        direction: 'out',
        isEstimated: true,
        departsAt: '2026-12-13 21:00:00',
        arrivesAt: '2026-12-14 01:00:00',
      },
    ])
    .returning();
  return {
    department,
    category,
    gala,
    breakout,
    cancelled,
    rae,
    omar,
    ida,
    galaA1: galaA1!,
    breakoutA2: breakoutA2!,
    offsite: offsite!,
    stashed: stashed!,
    flightIn: flightIn!,
    driveHome: driveHome!,
  };
}

/** Signs in a new user of the role, linked to a contact when given (a tech and their own row). */
export async function signIn(app: FastifyInstance, db: Db, role: Role, contactId?: number) {
  const user = await buildUser(db, { role, contactId: contactId ?? null });
  const agent = new Agent(app);
  const res = await agent.login(user.email);
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return agent;
}
