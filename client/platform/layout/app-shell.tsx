import { useEffect, useRef, useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { authCalls } from '../../../contracts/auth';
import { call } from '../http';
import { mayOpen, type NavItem, navItems } from '../nav';
import { forgetKeptPages } from '../service-worker';
import { useCurrentUser } from '../session';
import { ConnectionBanner } from './connection-banner';
import './shell.css';

async function logout() {
  try {
    await call(authCalls.logout);
  } finally {
    forgetKeptPages();
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

const navLink = (i: NavItem) => (
  <NavLink key={i.to} to={i.to} end={i.to === '/'} title={`g then ${i.key}`}>
    {i.label}
  </NavLink>
);

/**
 * The administration pages under one "Admin" entry, so the bar keeps to one line at 1024 px. A
 * native disclosure (keyboard and screen readers know it); it folds when the user went somewhere
 * (a new key per address), on Escape and on a click elsewhere.
 */
function AdminMenu({ items, pathname }: { items: NavItem[]; pathname: string }) {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const fold = (e: Event) => {
      const box = ref.current;
      if (!box?.open) return;
      if (e instanceof KeyboardEvent ? e.key === 'Escape' : !box.contains(e.target as Node)) box.open = false;
    };
    document.addEventListener('click', fold);
    document.addEventListener('keydown', fold);
    return () => {
      document.removeEventListener('click', fold);
      document.removeEventListener('keydown', fold);
    };
  }, []);
  if (items.length === 0) return null;
  // One page alone (staff see only Cases) is a plain entry: "Admin" would promise what they have not.
  if (items.length === 1) return navLink(items[0]!);
  const here = items.some((i) => pathname === i.to || pathname.startsWith(`${i.to}/`));
  return (
    <details ref={ref} key={pathname} className={here ? 'nav-group active' : 'nav-group'}>
      <summary>Admin</summary>
      <div className="nav-group-items">{items.map(navLink)}</div>
    </details>
  );
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
            {items.filter((i) => !i.admin && i.inBar !== false).map(navLink)}
            <AdminMenu items={items.filter((i) => i.admin && i.inBar !== false)} pathname={pathname} />
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
