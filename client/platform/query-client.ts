import { MutationCache, onlineManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { isOnline, subscribeConnection } from './connection';
import type { Dialogs } from './dialogs';
import { ApiError, isNetworkFailure } from './http';
import { isNotFound, showFailure } from './refusals';

type FailureMeta = {
  /** The screen shows this failure where the user is (a form error, say). */
  handlesOwnErrors?: boolean;
  /** The screen shows its not-found page for a 404 of this query, so no alert. */
  showsNotFound?: boolean;
  context?: string;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: FailureMeta;
    mutationMeta: FailureMeta;
  }
}

/**
 * Dialogs for a query client made before the dialog provider is drawn (the router starts a
 * screen's read while its code loads): whatever asks before `bind` waits for it.
 */
export function dialogsBoundLater(): { dialogs: Dialogs; bind(d: Dialogs): void } {
  let bind!: (d: Dialogs) => void;
  const ready = new Promise<Dialogs>((r) => {
    bind = r;
  });
  return {
    dialogs: {
      alert: async (m) => (await ready).alert(m),
      confirm: async (m) => (await ready).confirm(m),
      prompt: async (m, d) => (await ready).prompt(m, d),
    },
    bind,
  };
}

/**
 * Every failed call goes through the one refusal path (`refusals.ts`) unless the screen handles it:
 * the server's words for a refusal it explained, spec 8's alert and report for anything else.
 * A failed read does not read the screen again (it would fail again); a failed write does.
 * A lost connection is no failure of a read: it waits for the connection (connection.ts, which
 * TanStack's onlineManager follows), so a screen keeps what it shows.
 */
export function createQueryClient(dialogs: Dialogs): QueryClient {
  onlineManager.setEventListener((setOnline) => subscribeConnection(() => setOnline(isOnline())));
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        const meta = query.meta;
        if (meta?.handlesOwnErrors || (meta?.showsNotFound && isNotFound(error))) return;
        if (isNetworkFailure(error)) return;
        void showFailure(dialogs, error, { context: meta?.context ?? JSON.stringify(query.queryKey) });
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => {
        const meta = mutation.meta;
        if (meta?.handlesOwnErrors) return;
        const context = meta?.context ?? String(mutation.options.mutationKey ?? 'mutation');
        void showFailure(dialogs, error, { context, queryClient: client });
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A refusal answers the same way twice: only faults (twice) and lost connections (until
        // it returns: a retry waits while offline) are tried again.
        retry: (count, error) =>
          isNetworkFailure(error) || (!(error instanceof ApiError && error.status < 500) && count < 2),
        refetchOnWindowFocus: false,
      },
      // A write is tried even while the app believes it is offline (it may be back), and a lost
      // connection is said at once; a screen that keeps its writes sends them through the device's
      // write queue (write-queue.ts).
      mutations: { networkMode: 'always' },
    },
  });
  return client;
}
