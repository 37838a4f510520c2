import { useRef } from 'react';
import { useCurrentUser } from '../../../platform/session';
import { usePullLive } from './live-store';
import './live.css';

/** "Sam Ortega is also on this pull": the others who have the pull open now. */
export function PresenceNote({ pullId }: { pullId: number }) {
  const me = useCurrentUser().id;
  const others = usePullLive(pullId).people.filter((p) => p.id !== me);
  if (!others.length) return null;
  const names =
    others.length === 1
      ? others[0]!.name
      : `${others
          .slice(0, -1)
          .map((p) => p.name)
          .join(', ')} and ${others.at(-1)!.name}`;
  return (
    <span className="presence-note" role="status">
      {names} {others.length === 1 ? 'is' : 'are'} also on this pull
    </span>
  );
}

/** A row's mark while another writer's change to its line is fresh: it flashes, their name on hover. */
export function useLineChanges(pullId: number) {
  const { changed } = usePullLive(pullId);
  return (lineId: number | null) => {
    const by = lineId === null ? undefined : changed.get(lineId);
    return by ? { 'data-changed-by': by, title: `Changed by ${by}` } : {};
  };
}

interface Line {
  key: string;
  lineId: number | null;
  pullQty: number;
}

/**
 * Pending quantity edits that another writer overtook: the line's quantity moved while the edit
 * was pending. The edit is kept and not saved on blur; the row shows the other value and who set
 * it, and the writer chooses (keep theirs, or save mine over it).
 */
export function usePendingConflicts(pullId: number, pending: Record<string, string>) {
  const { changed } = usePullLive(pullId);
  // The quantity each pending edit started from.
  const base = useRef(new Map<string, number>());
  for (const key of base.current.keys()) if (pending[key] === undefined) base.current.delete(key);
  const conflictOf = (line: Line) => {
    if (pending[line.key] === undefined) return null;
    if (!base.current.has(line.key)) base.current.set(line.key, line.pullQty);
    if (base.current.get(line.key) === line.pullQty) return null;
    const by = line.lineId === null ? undefined : changed.get(line.lineId);
    return { theirs: line.pullQty, by: by ?? 'someone else' };
  };
  return {
    /** Whether a save must wait for the writer's choice. */
    blocks: (line: Line) => conflictOf(line) !== null,
    /** The writer saves their value over the other: the edit now starts from the other value. */
    keepMine: (line: Line) => base.current.set(line.key, line.pullQty),
    conflictOf,
  };
}

/** The mark beside a conflicting edit: the other value, and the two ways out. */
export function ConflictMark({
  conflict,
  onKeepMine,
  onTakeTheirs,
}: {
  conflict: { theirs: number; by: string } | null;
  onKeepMine(): void;
  onTakeTheirs(): void;
}) {
  if (!conflict) return null;
  return (
    <span className="qty-conflict" role="alert">
      {conflict.by} set {conflict.theirs}
      <button type="button" onMouseDown={(e) => e.preventDefault()} onClick={onTakeTheirs}>
        Use {conflict.theirs}
      </button>
      <button type="button" onMouseDown={(e) => e.preventDefault()} onClick={onKeepMine}>
        Keep mine
      </button>
    </span>
  );
}
