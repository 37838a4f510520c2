import { dismissRefused } from '../../../platform/write-queue';
import { usePullQueue } from './queue';

/** What each pull write did, in words, for the review list. */
const WHAT: Record<string, string> = {
  assignEventItem: 'Assign a bid item',
  unassignEventItem: 'Un-assign a bid item',
  assignCommitment: 'Assign a commitment',
  unassignCommitment: 'Un-assign a commitment',
  setInitial: 'Initials on a bid item',
  toggleSatisfaction: 'Satisfy a dependency',
  updateQty: 'Change a pull quantity',
  updateNotes: 'Change notes',
  updateWriterNotes: "Change the writer's notes",
  createCustomItem: 'Add a custom item',
  deleteCustomItem: 'Delete a custom item',
  crossRent: 'Cross-rent',
};

/**
 * The pull's writes the server refused after they waited on the device (issue 38.5): the person
 * may have moved on, so each stays listed, in the server's words, until read. Nothing is dropped.
 */
export function RefusedWrites({ pullId }: { pullId: number }) {
  const { refused } = usePullQueue(pullId);
  if (refused.length === 0) return null;
  return (
    <section className="pull-refused" aria-labelledby="pull-refused-h">
      <h2 id="pull-refused-h">Not saved: please review</h2>
      <ul>
        {refused.map((r) => (
          <li key={r.write.id}>
            <span>
              {WHAT[r.write.payload.call] ?? 'A change'} ({new Date(r.write.at).toLocaleTimeString()}):{' '}
              {r.message}
            </span>{' '}
            <button type="button" className="link" onClick={() => void dismissRefused(r.write.id)}>
              Dismiss
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
