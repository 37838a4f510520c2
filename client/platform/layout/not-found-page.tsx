import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The one page for an address that names nothing: an unknown route, or an id the server does not
 * know. It is a page, not an alert: the address is wrong, and the way back is a link.
 */
export function NotFoundPage({ what, children }: { what?: string; children?: ReactNode }) {
  return (
    <section className="empty-page" data-testid="not-found">
      <h1>{what ? `${what} not found` : 'Page not found'}</h1>
      <p>
        {children ?? 'There is nothing at this address.'} <Link to="/">Back to events</Link>
      </p>
    </section>
  );
}
