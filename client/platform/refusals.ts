import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type Dialogs, useDialogs } from './dialogs';
import { handleRequestFailure, redirectToLogin, reportScriptError } from './error-reporting';
import { ApiError, isNetworkFailure } from './http';

/**
 * Statuses whose message the server wrote for the user: bad input, gone, conflict, too large,
 * unprocessable, locked, too many. They are not faults of the app, so no error report is filed.
 */
const EXPLAINED = new Set([400, 404, 409, 413, 422, 423, 429]);
/** Refusals that mean the screen shows something no longer true: it is read again. */
const STALE = new Set([404, 409]);

/** A refusal the server explained in words the user can act on (not a fault, not a lost session). */
export const isExplainedRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && EXPLAINED.has(error.status) && !error.code.startsWith('http_');

/**
 * The server cannot serve now and says why (restarting, the database away, its disk full): shown
 * in its words, with no report, which could not be saved either. Not a refusal of the request, so
 * no screen takes it for an answer ("no related events"). A proxy's own 503 page is a fault.
 */
const isUnavailable = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 503 && !error.code.startsWith('http_');

/** The answer is "there is no such record" (the screen shows its not-found page). */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/**
 * The server's words. A schema refusal's message only names the fields ("Please check: end",
 * server/platform/http/errors.ts): the reason of each field follows it. A service's own message
 * already says it all.
 */
export function refusalText(error: ApiError): string {
  if (!error.message.startsWith('Please check:')) return error.message;
  const reasons = [...new Set(Object.values(error.fields ?? {}))];
  return reasons.length ? `${error.message}\n${reasons.join('\n')}` : error.message;
}

/** A write that met a lost connection on a screen that does not keep writes (the banner says offline). */
export const NOT_SENT_OFFLINE =
  'The connection is lost: this change was not sent. Try again once the Offline banner is gone.';

export interface RefusalOptions {
  /** Where it happened, for the error report. */
  context: string;
  /** Words of the screen's own for a status (spec 5's locked-bid text, say) in place of the server's. */
  messages?: Partial<Record<number, string>>;
  /** Given, a stale-screen refusal (404, 409) reads the screen's queries again. */
  queryClient?: QueryClient;
}

/**
 * The one way a screen handles a failed call: a refusal the server explained is shown in the
 * server's words (or the screen's own for that status), and a stale screen is read again; the
 * server's word that it cannot serve now (503) is shown too. A lost session goes to the login page;
 * a lost connection is not a fault: it is said, not reported (a screen that keeps its writes never
 * gets here with one); a 403 gets spec 8's not-authorized alert, anything else its generic alert,
 * each with an error report.
 */
export async function showFailure(dialogs: Dialogs, error: unknown, options: RefusalOptions): Promise<void> {
  if (error instanceof ApiError && error.status === 401) return redirectToLogin();
  if (isNetworkFailure(error)) return dialogs.alert(NOT_SENT_OFFLINE);
  if (isExplainedRefusal(error)) {
    // Active queries refetch; the others are marked stale and refetch when shown.
    if (STALE.has(error.status)) void options.queryClient?.invalidateQueries();
    return dialogs.alert(options.messages?.[error.status] ?? refusalText(error));
  }
  if (isUnavailable(error)) return dialogs.alert(error.message);
  if (error instanceof ApiError) return handleRequestFailure(error, options.context);
  return reportScriptError(error);
}

/** `showFailure` bound to the screen's dialogs and queries: `onError: useFailureHandler({ context })`. */
export function useFailureHandler(options: RefusalOptions): (error: unknown) => Promise<void> {
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const { context, messages } = options;
  // biome-ignore lint/correctness/useExhaustiveDependencies: messages is a literal of the caller
  return useCallback(
    (error: unknown) => showFailure(dialogs, error, { context, messages, queryClient }),
    [dialogs, context, queryClient],
  );
}
