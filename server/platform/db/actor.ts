import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Who is acting in this request, for the audit trail: the session hook fills it in, and every
 * transaction hands it to the database (`loadout.user_id`), where the audit trigger reads it.
 */
const actors = new AsyncLocalStorage<{ userId: number | null }>();

/** Runs the rest of a request with an actor slot of its own (filled once the session is known). */
export function runWithActorSlot(fn: () => void): void {
  actors.run({ userId: null }, fn);
}

export function setActor(userId: number): void {
  const slot = actors.getStore();
  if (slot) slot.userId = userId;
}

/** For scripts and tests that act as someone outside a request. */
export function actAs<T>(userId: number, fn: () => Promise<T>): Promise<T> {
  return actors.run({ userId }, fn);
}

export function currentActorId(): number | null {
  return actors.getStore()?.userId ?? null;
}
