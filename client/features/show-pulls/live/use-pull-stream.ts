import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { ShowPullView } from '../../../../contracts/show-pulls';
import { applyPullUpdate, type PullUpdate } from '../../../../contracts/show-pulls/update';
import { useLiveStream } from '../../../platform/live';
import { liveEarlyOpenedAt } from '../../../platform/live-early';
import { useCurrentUser } from '../../../platform/session';
import { showPullKey } from '../api';
import { type PULL_STREAM_EVENTS, pullStreamUrl } from '../prefetch';
import {
  flashLines,
  type Person,
  personJoined,
  personLeft,
  setPresence,
  streamAt,
  streamChange,
} from './live-store';
import { withInitials, withSatisfaction } from './merge';

type Satisfied = Parameters<typeof withSatisfaction>[2];

/**
 * Keeps the pull on screen in step with every other writer (issue 21): each change another writer
 * commits arrives on the pull's stream and is merged with `applyPullUpdate`, exactly as this
 * screen merges its own write's answer (pull-write.ts); the lines it changed flash with the
 * writer's name. `reload` (missed too much) reads the pull again.
 */
export function usePullStream(pullId: number) {
  const client = useQueryClient();
  const me = useCurrentUser().id;
  const valid = Number.isInteger(pullId) && pullId > 0;
  const url = valid ? pullStreamUrl(pullId) : null;
  // The stream the router opened for this screen (prefetch.ts) was opened before the pull was read.
  const openedAt = useRef((url && liveEarlyOpenedAt(url)) || Date.now());
  const key = showPullKey(pullId);
  const patch = (f: (old: ShowPullView) => ShowPullView) =>
    client.setQueryData(key, (old: ShowPullView | undefined) => (old ? f(old) : old));
  const reread = () => void client.invalidateQueries({ queryKey: key });
  const handlers = {
    sync: (_d: unknown, id: string) => {
      streamAt(pullId, Number(id));
      // A pull read before this screen opened (kept from an earlier visit) may have missed writes.
      if ((client.getQueryState(key)?.dataUpdatedAt ?? Date.now()) < openedAt.current) reread();
    },
    reload: (_d: unknown, id: string) => {
      if (id) streamAt(pullId, Number(id));
      reread();
    },
    change: ({ update, by }: { update: PullUpdate; by: Person | null }, id: string) => {
      if (!streamChange(pullId, Number(id))) return;
      patch((old) => applyPullUpdate(old, update));
      if (by && by.id !== me)
        flashLines(
          pullId,
          update.pullItems.map((l) => l.id),
          by.name,
        );
    },
    initials: (d: Parameters<typeof withInitials>[1], id: string) => {
      streamChange(pullId, Number(id));
      patch((old) => withInitials(old, d));
    },
    satisfaction: (d: { dependencyID: number; pullItemID: number; record: Satisfied }, id: string) => {
      streamChange(pullId, Number(id));
      patch((old) => withSatisfaction(old, d, d.record));
    },
    presence: (d: { people: Person[] }) => setPresence(pullId, d.people),
    joined: (d: { person: Person }) => personJoined(pullId, d.person),
    left: (d: { person: Person }) => personLeft(pullId, d.person),
  } satisfies Record<(typeof PULL_STREAM_EVENTS)[number], unknown>;
  useLiveStream(url, handlers);
}
