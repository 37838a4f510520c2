import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What one request carries along its async calls: who is acting, for the audit trail (the session
 * hook fills it in, every transaction hands it to the database as `loadout.user_id`, where the
 * audit trigger reads it), and the table versions read once for the request (table-versions.ts).
 */
interface RequestScope {
  /** The request's id, as its log lines carry it (reqId): an error nobody caught names it too. */
  requestId: string | null;
  userId: number | null;
  /** The actor's name, as the session has it (what live screens show beside a change). */
  userName: string | null;
  /** The API token the request came with (`Authorization: Bearer`): the audit trail names it. */
  apiTokenId: number | null;
  versions: Promise<ReadonlyMap<string, number>> | null;
  /** The device's id for this write (`Idempotency-Key`): a resend is answered, not applied again (write-once.ts). */
  writeKey: string | null;
}

const scopes = new AsyncLocalStorage<RequestScope>();

/** Runs the rest of a request with a scope of its own (the actor is filled once the session is known). */
export function runWithRequestScope(
  fn: () => void,
  requestId: string | null = null,
  writeKey: string | null = null,
): void {
  scopes.run({ requestId, userId: null, userName: null, apiTokenId: null, versions: null, writeKey }, fn);
}

/** The device's id for the write this request makes, when it sent one. */
export function currentWriteKey(): string | null {
  return scopes.getStore()?.writeKey ?? null;
}

/** The id of the request whose async calls are running, if any. */
export function currentRequestId(): string | null {
  return scopes.getStore()?.requestId ?? null;
}

export function setActor(userId: number, name: string | null = null): void {
  const scope = scopes.getStore();
  if (!scope) return;
  scope.userId = userId;
  scope.userName = name;
}

/** The request acts through this API token (after `setActor` with the token's user and name). */
export function setActorToken(apiTokenId: number): void {
  const scope = scopes.getStore();
  if (scope) scope.apiTokenId = apiTokenId;
}

export function currentApiTokenId(): number | null {
  return scopes.getStore()?.apiTokenId ?? null;
}

/** The acting user with their name, when the request's session gave it. */
export function currentActor(): { id: number; name: string } | null {
  const scope = scopes.getStore();
  return scope?.userId != null && scope.userName !== null ? { id: scope.userId, name: scope.userName } : null;
}

export function currentActorId(): number | null {
  return scopes.getStore()?.userId ?? null;
}

/** The request's table versions, read once by `read` and kept until the request writes. */
export function scopedVersions(
  read: () => Promise<ReadonlyMap<string, number>>,
): Promise<ReadonlyMap<string, number>> {
  const scope = scopes.getStore();
  if (!scope) return read();
  scope.versions ??= read().catch((err: unknown) => {
    scope.versions = null;
    throw err;
  });
  return scope.versions;
}

/** After a commit the request must read the versions again, or it would serve what it replaced. */
export function forgetScopedVersions(): void {
  const scope = scopes.getStore();
  if (scope) scope.versions = null;
}
