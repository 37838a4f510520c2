import { createContext, type ReactNode, useContext } from 'react';
import type { CurrentUser } from '../../contracts/auth';

const SessionContext = createContext<CurrentUser | null>(null);

export function SessionProvider({ user, children }: { user: CurrentUser | null; children: ReactNode }) {
  return <SessionContext.Provider value={user}>{children}</SessionContext.Provider>;
}

/** The signed-in user; screens inside the app shell always have one. */
export function useCurrentUser(): CurrentUser {
  const user = useContext(SessionContext);
  if (!user) throw new Error('useCurrentUser outside a signed-in page');
  return user;
}
