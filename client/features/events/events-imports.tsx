import { useState } from 'react';
import { ImportScreen } from '../../platform/imports/import-screen';
import { useCurrentUser } from '../../platform/session';

/**
 * The shows by file (issue 34): events now; their bid items, commitments, positions and travel
 * join this list as they come. Imports are admins' (server/platform/auth/permissions.ts).
 */
export function EventsImports() {
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  if (!user.permissions.includes('imports.write')) return null;
  return (
    <>
      <button type="button" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        Import &amp; Export
      </button>
      {open && (
        <div className="events-imports">
          <ImportScreen kinds={['events']} />
        </div>
      )}
    </>
  );
}
