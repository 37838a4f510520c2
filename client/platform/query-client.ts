import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { handleRequestFailure, redirectToLogin, reportScriptError } from './error-reporting';
import { ApiError } from './http';

declare module '@tanstack/react-query' {
  interface Register {
    /** `handlesOwnErrors`: the screen shows this failure where the user is (a form error, say). */
    queryMeta: { handlesOwnErrors?: boolean; context?: string };
    mutationMeta: { handlesOwnErrors?: boolean; context?: string };
  }
}

function onFailure(
  error: unknown,
  meta: { handlesOwnErrors?: boolean; context?: string } | undefined,
  key: string,
) {
  if (meta?.handlesOwnErrors) return;
  if (error instanceof ApiError && error.status === 401) return redirectToLogin();
  if (error instanceof ApiError) return void handleRequestFailure(error, meta?.context ?? key);
  void reportScriptError(error);
}

/** All failed calls go to the common error reporter (spec 8) unless the screen handles them. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => onFailure(error, query.meta, JSON.stringify(query.queryKey)),
    }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) =>
        onFailure(error, mutation.meta, String(mutation.options.mutationKey ?? 'mutation')),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}
