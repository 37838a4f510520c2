import { ImportScreen } from '../../platform/imports/import-screen';

/**
 * The shows by file (issue 34), under the Events list, in the order they refer to each other:
 * events, then their bid items, gear-flow commitments, crew positions and travel. Imports are
 * admins' (server/platform/auth/permissions.ts: `imports.write`).
 */
export function EventsImports() {
  return (
    <div className="events-imports">
      <ImportScreen kinds={['events', 'bid-items', 'commitments', 'positions', 'travel']} />
    </div>
  );
}
