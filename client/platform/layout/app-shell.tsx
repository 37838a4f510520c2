import { useEffect, useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { authCalls } from '../../../contracts/auth';
import { call } from '../http';
import { mayOpen, navItems } from '../nav';
import { useCurrentUser } from '../session';
import { ConnectionBanner } from './connection-banner';
import './shell.css';

async function logout() {
  try {
    await call(authCalls.logout);
  } finally {
    window.location.assign('/login');
  }
}

/** "g" then a key jumps to an area, like the tools people already know (GitHub, Gmail). */
function useGoToShortcuts(items: { to: string; key: string }[]) {
  const navigate = useNavigate();
  useEffect(() => {
    let armed = false;
    let timer: number | undefined;
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (e.metaKey || e.ctrlKey || e.altKey || t?.closest('input, textarea, select, [contenteditable]'))
        return;
      if (armed) {
        armed = false;
        const item = items.find((i) => i.key === e.key);
        if (item) navigate(item.to);
        return;
      }
      if (e.key === 'g') {
        armed = true;
        window.clearTimeout(timer);
        timer = window.setTimeout(() => (armed = false), 1000);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [items, navigate]);
}

export function AppShell() {
  const user = useCurrentUser();
  const items = navItems.filter((i) => mayOpen(user, i));
  useGoToShortcuts(items);
  // On a phone the menu folds behind a button; it folds again once the user went somewhere.
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address is the reason to fold
  useEffect(() => setOpen(false), [pathname]);
  return (
    <div className="shell">
      <header className={open ? 'topbar open' : 'topbar'}>
        <a className="brand" href="/">
          Loadout
        </a>
        <button
          type="button"
          className="menu-button"
          aria-expanded={open}
          aria-controls="app-menu"
          onClick={() => setOpen(!open)}
        >
          Menu
        </button>
        <div className="menu" id="app-menu">
          <nav aria-label="Areas">
            {items.map((i) => (
              <NavLink key={i.to} to={i.to} end={i.to === '/'} title={`g then ${i.key}`}>
                {i.label}
              </NavLink>
            ))}
          </nav>
          <div className="who">
            <span title={`${user.name} (${user.email})`}>
              <span className="name">{user.name}</span> <span className="muted">({user.role})</span>
            </span>
            <NavLink to="/account" className="account-link" title="Your password and sessions">
              Account
            </NavLink>
            <button type="button" className="link-button" onClick={() => void logout()}>
              Log out
            </button>
          </div>
        </div>
      </header>
      <ConnectionBanner />
      <main className="page">
        <Outlet />
      </main>
    </div>
  );
}
