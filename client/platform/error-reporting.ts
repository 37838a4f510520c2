import type { z } from 'zod';
import { errorReportCalls, type errorReportRequest } from '../../contracts/error-reports';
import { csrfToken, readBoot } from './boot';
import { ApiError, call, isNetworkFailure } from './http';

/** Spec 8, word for word. */
export const NOT_AUTHORIZED_MESSAGE =
  'You are not authorized to do this. If you feel this is a mistake, please contact the developer.';
export const GENERIC_ERROR_MESSAGE =
  'An error has occured. Please refresh the page. If the problem persists, please submit a bug report in the resources area on the home page.';

export interface Reporter {
  alert(message: string): void;
  post(body: z.input<typeof errorReportRequest>): Promise<void>;
}

const browserReporter: Reporter = {
  alert: (m) => window.alert(m),
  post: async (json) => {
    try {
      await call(errorReportCalls.report, { body: json });
    } catch {
      // A report that cannot be sent is dropped: reporting must never loop.
    }
  },
};

/** A lost session is not an error to report: send the user to log in again. */
export function redirectToLogin(): void {
  const next = window.location.pathname + window.location.search;
  window.location.assign(`/login?next=${encodeURIComponent(next)}`);
}

/**
 * The legacy handler of a failed request: an alert (the 403 text, or the generic one), then the
 * report: errorMessage (status, context and response text joined), contactName, the token, extra.
 */
export async function handleRequestFailure(
  error: ApiError,
  context: string,
  reporter: Reporter = browserReporter,
): Promise<void> {
  reporter.alert(error.status === 403 ? NOT_AUTHORIZED_MESSAGE : GENERIC_ERROR_MESSAGE);
  await reporter.post({
    errorMessage: [error.status, context, error.responseText].join(' '),
    contactName: readBoot().user?.name ?? '',
    _token: csrfToken() ?? '',
    extra: JSON.stringify({ request: error.request, page: window.location.href }),
  });
}

/**
 * The script-error reporter: console, the report (message; extra = page address, and for a failed
 * HTTP call its request data, response data and status), then the generic alert.
 */
export async function reportScriptError(error: unknown, reporter: Reporter = browserReporter): Promise<void> {
  console.error(error);
  const err = error instanceof Error ? error : new Error(String(error));
  const extra = [window.location.href];
  if (err instanceof ApiError) {
    extra.push(JSON.stringify(err.request), err.responseText, String(err.status));
  }
  await reporter.post({ message: `${err.name}: ${err.message}`, extra });
  reporter.alert(GENERIC_ERROR_MESSAGE);
}

/** Every uncaught script error and unhandled rejection goes to the script-error reporter. */
export function installGlobalErrorHandlers(reporter: Reporter = browserReporter): void {
  window.addEventListener('error', (event) => {
    void reportScriptError(event.error ?? event.message, reporter);
  });
  window.addEventListener('unhandledrejection', (event) => {
    const reason = event.reason;
    if (reason instanceof ApiError && reason.status === 401) return redirectToLogin();
    // A lost connection is no script error: the banner says it (connection.ts).
    if (isNetworkFailure(reason)) return;
    void reportScriptError(reason, reporter);
  });
}
