import { useSyncExternalStore } from 'react';

export interface Person {
  id: number;
  name: string;
}

/**
 * What the pull's live stream knows beyond the pull's data: who has it open, which lines another
 * writer just changed (and who), and the numbers of this screen's own writes, so that the stream's
 * copy of a change this screen already merged from its answer is not merged again (and the other
 * way round: an answer the stream already delivered is not merged after later changes).
 */
interface PullLive {
  people: Person[];
  /** Line id → who changed it; cleared a few seconds later. */
  changed: ReadonlyMap<number, string>;
  /** The highest number merged, from the stream or an answer. */
  seen: number;
  own: Set<number>;
}

const pulls = new Map<number, PullLive>();
const listeners = new Set<() => void>();
const FLASH_MS = 4000;

function of(pullId: number): PullLive {
  let p = pulls.get(pullId);
  if (!p) {
    p = { people: [], changed: new Map(), seen: 0, own: new Set() };
    pulls.set(pullId, p);
  }
  return p;
}
function set(pullId: number, patch: Partial<PullLive>) {
  pulls.set(pullId, { ...of(pullId), ...patch });
  for (const l of listeners) l();
}
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The stream said where it stands (a new stream, or a reload): later numbers are new. */
export function streamAt(pullId: number, seq: number) {
  const p = of(pullId);
  p.seen = seq;
  p.own.clear();
}

/** Whether a numbered change from the stream is still to merge (not this screen's own, merged already). */
export function streamChange(pullId: number, seq: number): boolean {
  const p = of(pullId);
  p.seen = Math.max(p.seen, seq);
  return !p.own.delete(seq);
}

/** Whether this screen's own write answer is still to merge (the stream has not brought it, nor later ones). */
export function ownAnswer(pullId: number, seq: number | undefined): boolean {
  if (seq === undefined) return true;
  const p = of(pullId);
  if (seq <= p.seen) return false;
  p.own.add(seq);
  return true;
}

/**
 * Who has the pull open: the stream sends the whole list when it opens (so a reconnect starts
 * over from it), then who joined and who left, one person each.
 */
export const setPresence = (pullId: number, people: Person[]) => set(pullId, { people });

export function personJoined(pullId: number, person: Person) {
  const people = of(pullId).people.filter((p) => p.id !== person.id);
  people.push(person);
  set(pullId, { people: people.sort((a, b) => a.name.localeCompare(b.name)) });
}

export function personLeft(pullId: number, person: Pick<Person, 'id'>) {
  const { people } = of(pullId);
  if (people.some((p) => p.id === person.id))
    set(pullId, { people: people.filter((p) => p.id !== person.id) });
}

/** Marks lines another writer changed; the mark goes after a few seconds. */
export function flashLines(pullId: number, lineIds: readonly number[], name: string) {
  if (!lineIds.length) return;
  const changed = new Map(of(pullId).changed);
  for (const id of lineIds) changed.set(id, name);
  set(pullId, { changed });
  setTimeout(() => {
    const now = new Map(of(pullId).changed);
    for (const id of lineIds) if (now.get(id) === name) now.delete(id);
    set(pullId, { changed: now });
  }, FLASH_MS);
}

const EMPTY: PullLive = { people: [], changed: new Map(), seen: 0, own: new Set() };
export const usePullLive = (pullId: number): PullLive =>
  useSyncExternalStore(subscribe, () => pulls.get(pullId) ?? EMPTY);
