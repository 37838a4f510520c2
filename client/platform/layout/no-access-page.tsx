import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { NOT_AUTHORIZED_MESSAGE } from '../error-reporting';
import { mayOpen, navItems } from '../nav';
import { useCurrentUser } from '../session';

/**
 * A page the signed-in role may not open: said as a page in spec 8's 403 words, with a way back
 * (not an empty table, and no alert: nothing failed, the address is just not theirs).
 */
export function NoAccessPage({ label }: { label: string }) {
  return (
    <section className="empty-page" data-testid="no-access">
      <h1>No access to {label}</h1>
      <p>
        {NOT_AUTHORIZED_MESSAGE} <Link to="/">Back to events</Link>
      </p>
    </section>
  );
}

/** Shows the area only to the users its menu entry admits (nav.ts: the permissions the server sent). */
export function AreaGate({ to, children }: { to: string; children: ReactNode }) {
  const user = useCurrentUser();
  const item = navItems.find((i) => i.to === to);
  if (item && !mayOpen(user, item)) return <NoAccessPage label={item.label} />;
  return <>{children}</>;
}
