import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * PGlite runs one query at a time: a query on the root handle issued from inside an open
 * transaction waits for that transaction, which waits for the query, forever. We mark the
 * async context of every transaction and make the root handle throw when used inside one.
 * The same rule holds on PostgreSQL, where such a query would silently run outside the
 * transaction on another connection.
 */
const inTransaction = new AsyncLocalStorage<true>();

export class RootHandleInTransactionError extends Error {
  constructor() {
    super('The root database handle was used inside a transaction; use the transaction handle (tx).');
  }
}

export const isInTransaction = (): boolean => inTransaction.getStore() === true;

export function assertNotInTransaction(): void {
  if (inTransaction.getStore()) throw new RootHandleInTransactionError();
}

export function runMarkedAsTransaction<T>(fn: () => Promise<T>): Promise<T> {
  return inTransaction.run(true, fn);
}

/** Replaces the named methods of a driver client with guarded ones. */
export function guardMethods<T extends object>(client: T, names: readonly (keyof T & string)[]): T {
  for (const name of names) {
    const original = client[name];
    if (typeof original !== 'function') continue;
    const bound = (original as (...args: unknown[]) => unknown).bind(client);
    Object.defineProperty(client, name, {
      value: (...args: unknown[]) => {
        assertNotInTransaction();
        return bound(...args);
      },
      configurable: true,
      writable: true,
    });
  }
  return client;
}
