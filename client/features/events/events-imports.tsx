import { ImportScreen } from '../../platform/imports/import-screen';

/**
 * The shows by file (issue 34), under the Events list: events now; their bid items, commitments,
 * positions and travel join this list of kinds as they come. Imports are admins'
 * (server/platform/auth/permissions.ts: `imports.write`).
 */
export function EventsImports() {
  return (
    <div className="events-imports">
      <ImportScreen kinds={['events']} />
    </div>
  );
}
