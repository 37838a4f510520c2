/**
 * The typecheck tier (`npm run typecheck`): a call's input is the contract's, on both sides. Each
 * `@ts-expect-error` below is a drift that must not compile; if one ever compiles, tsc fails on the
 * unused directive.
 */

import { call } from '../../client/platform/http';
import type { BodyOf } from '../../contracts/call';
import { daysUnavailableCalls as calls } from '../../contracts/days-unavailable';

export function clientSide() {
  // A body field renamed on the client only.
  // @ts-expect-error startDat is not a field of POST /days-unavailable
  void call(calls.create, { body: { startDat: '2026-01-05', endDate: '2026-01-06' } });
  // A path param left out.
  // @ts-expect-error PATCH /days-unavailable/{id} needs params.id
  void call(calls.update, { body: { startDate: '2026-01-05', endDate: '2026-01-06' } });
  // The answer is typed: a record, not a list.
  void call(calls.create, { body: { startDate: '2026-01-05', endDate: '2026-01-06' } }).then(
    // @ts-expect-error the answer of create has no records
    (answer) => answer.records,
  );
}

export function serverSide(body: BodyOf<typeof calls.create>) {
  // A body field renamed in the service only.
  // @ts-expect-error the service reads a field the contract does not have
  return body.startDat;
}
