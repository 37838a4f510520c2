import { useCallback } from 'react';
import { type Dialogs, useDialogs } from './dialogs';
import { handleRequestFailure, redirectToLogin, reportScriptError } from './error-reporting';
import { ApiError } from './http';

/** Statuses whose message the server wrote for the user: bad input, gone, conflict, locked. */
const EXPLAINED = new Set([400, 404, 409, 422, 423]);

/** A refusal the server explained in words the user can act on (not a fault, not a lost session). */
export const isExplainedRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && EXPLAINED.has(error.status) && !error.code.startsWith('http_');

export interface RefusalOptions {
  /** Where it happened, for the error report. */
  context: string;
  /** Words of the screen's own for a status (spec 5's locked-bid text, say) in place of the server's. */
  messages?: Partial<Record<number, string>>;
}

/**
 * The one way a screen handles a failed call: a refusal the server explained is shown in the
 * server's words (or the screen's own for that status); a lost session goes to the login page;
 * anything else gets spec 8's alert and an error report.
 */
export async function showFailure(dialogs: Dialogs, error: unknown, options: RefusalOptions): Promise<void> {
  if (error instanceof ApiError && error.status === 401) return redirectToLogin();
  if (isExplainedRefusal(error)) return dialogs.alert(options.messages?.[error.status] ?? error.message);
  if (error instanceof ApiError) return handleRequestFailure(error, options.context);
  return reportScriptError(error);
}

/** `showFailure` bound to the screen's dialogs: `onError: useFailureHandler({ context })`. */
export function useFailureHandler(options: RefusalOptions): (error: unknown) => Promise<void> {
  const dialogs = useDialogs();
  const { context, messages } = options;
  // biome-ignore lint/correctness/useExhaustiveDependencies: messages is a literal of the caller
  return useCallback(
    (error: unknown) => showFailure(dialogs, error, { context, messages }),
    [dialogs, context],
  );
}
