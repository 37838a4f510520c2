import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { reportScriptError } from '../error-reporting';

/** A screen that failed to draw: report it like any uncaught script error, and say so. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    void reportScriptError(error);
  }, [error]);
  return (
    <section className="empty-page">
      <h1>Something went wrong</h1>
      <p>This screen could not be shown. Reload the page to try again.</p>
    </section>
  );
}
