import { listInvitees } from '../../server/features/labor-invites/invitees/service.js';
import { listEvents } from '../../server/features/labor-invites/positions/service.js';
import { benchCase } from '../case.js';
import type { LoadRequest } from '../load.js';
import { busiestTech } from './days-unavailable.js';
import { range } from './flow.js';
import { month, openPosition } from './labor-invites.js';
import { freeItems, largestPull } from './show-pulls.js';

export const BUSY_CONNECTIONS = 200;

/**
 * Issue 18's busy hour: 200 connections for 30 s, each cycling 7 reads and 3 writes (30 %): the
 * largest pull, the labor month, the flow calendar, a tech's days, a position's invitees, an event
 * month, /healthz; then assign + un-assign a bid item and save a position's notes. A fresh
 * connection's /healthz is probed all along (what a load balancer or a new user meets).
 */
export const busyCases = [
  benchCase({
    name: `busy: ${BUSY_CONNECTIONS} connections, 30 % writes`,
    kind: 'write',
    p99Target: 2000,
    connections: [BUSY_CONNECTIONS],
    seconds: Number(process.env.BENCH_BUSY_SECONDS ?? 30),
    probeFresh: true,
    prepare: async (db) => {
      const pull = await largestPull(db);
      return {
        ...pull,
        items: await freeItems(db, pull.pull_id, pull.event_id, BUSY_CONNECTIONS + 40),
        positionId: await openPosition(db),
        contactId: await busiestTech(db),
      };
    },
    // The floor: the cycle's two heaviest reads, uncached, in-process.
    floor: async (db, p) => {
      await listEvents(db, month.startDate, month.endDate);
      await listInvitees(db, p.positionId);
    },
    requests: (p): LoadRequest[] => [
      { method: 'GET', path: `/show-pulls/${p.pull_id}` },
      { method: 'GET', path: `/labor-invites/events?startDate=${month.startDate}&endDate=${month.endDate}` },
      { method: 'GET', path: `/flow/techs/contacts/${range.start}/${range.end}` },
      { method: 'GET', path: `/days-unavailable?contactId=${p.contactId}` },
      { method: 'GET', path: `/labor-invites/contacts?lineItemID=${p.positionId}` },
      { method: 'GET', path: `/events?startDate=${month.startDate}&endDate=${month.endDate}` },
      { method: 'GET', path: '/healthz' },
      { method: 'POST', path: '/show-pull/event-item/assign', body: {} },
      { method: 'POST', path: '/show-pull/event-item/un-assign', body: {} },
      {
        method: 'POST',
        path: `/labor-invites/event-items/${p.positionId}/notes`,
        body: { notes: 'Busy note' },
      },
    ],
    // As the assign case: each cycle takes a free item and gives it back once un-assigned.
    hooks: (p) => {
      const pool = [...p.items];
      return {
        reads: (i) => i === 7 || i === 8,
        setup: (i, req, ctx) => {
          if (i === 7) {
            ctx.itemId = pool.shift();
            return { ...req, body: { showPullID: p.pull_id, eventItemID: ctx.itemId, qty: 1 } };
          }
          if (i === 8) return { ...req, body: { assignmentID: ctx.assignmentId || 1 } };
          return req;
        },
        onResponse: (i, body, ctx, status) => {
          if (i === 8 && status === 200) pool.push(ctx.itemId as number);
          if (i !== 7) return;
          const items = (
            JSON.parse(body) as { eventItems?: { id: number; assignment: { id: number } | null }[] }
          ).eventItems;
          ctx.assignmentId = items?.find((x) => x.id === ctx.itemId)?.assignment?.id ?? 0;
        },
      };
    },
  }),
];
