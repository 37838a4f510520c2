import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { navItems } from '../nav';
import { useCurrentUser } from '../session';

/** A page the signed-in role may not open: said in words, with a way back (not an empty table). */
export function NoAccessPage({ label }: { label: string }) {
  return (
    <section className="empty-page" data-testid="no-access">
      <h1>No access</h1>
      <p>
        Your account cannot open {label}. If you need it, ask an administrator.{' '}
        <Link to="/">Back to events</Link>
      </p>
    </section>
  );
}

/** Shows the area only to the roles that see it in the menu (nav.ts says who may, once). */
export function AreaGate({ to, children }: { to: string; children: ReactNode }) {
  const user = useCurrentUser();
  const item = navItems.find((i) => i.to === to);
  if (item?.visible && !item.visible(user)) return <NoAccessPage label={item.label} />;
  return <>{children}</>;
}
