import { AppError } from '../http/errors.js';

/**
 * A screen holds one stream (a pull, the labor invites page, the unresolved comments), so a
 * browser holds one per tab, plus one for a few seconds while a tab moves to the next screen. A
 * handful of tabs is what a person works with; 8 leaves room for a few more, and for a stream a
 * dropped connection has not yet ended on the server.
 */
export const STREAMS_PER_SESSION = 8;
/** A person signs in on a few devices at once (the desk, a laptop on the floor, the warehouse tablet). */
export const STREAMS_PER_USER = 20;

/**
 * How many streams each session and each user holds in this process. Past either limit a stream
 * is refused (429, in words), so one session cannot take the process's last guard
 * (LIVE_MAX_STREAMS) from everyone else. Counted per process: behind a load balancer a person
 * may hold these numbers in each process, which still leaves every process's limit to the others.
 */
export class StreamLimits {
  private readonly bySession = new Map<string, number>();
  private readonly byUser = new Map<number, number>();

  /** Takes a place for one more stream, or refuses in words; give it back with `release`, once. */
  take(session: string, user: number): void {
    this.check(session, user);
    this.bySession.set(session, (this.bySession.get(session) ?? 0) + 1);
    this.byUser.set(user, (this.byUser.get(user) ?? 0) + 1);
  }

  /** Refuses in words when the session or the user holds all their places (takes none). */
  check(session: string, user: number): void {
    if ((this.bySession.get(session) ?? 0) >= STREAMS_PER_SESSION)
      throw new AppError(
        'too_many_requests',
        `This browser already has ${STREAMS_PER_SESSION} live screens open, the most one sign-in may hold. ` +
          'Close a tab you no longer need; this screen keeps trying and shows changes once one is free.',
      );
    if ((this.byUser.get(user) ?? 0) >= STREAMS_PER_USER)
      throw new AppError(
        'too_many_requests',
        `You already have ${STREAMS_PER_USER} live screens open across your sign-ins, the most one person may hold. ` +
          'Close a tab you no longer need; this screen keeps trying and shows changes once one is free.',
      );
  }

  release(session: string, user: number): void {
    drop(this.bySession, session);
    drop(this.byUser, user);
  }

  /** The places held (tests: every close path gives its place back). */
  held(): { sessions: number; users: number } {
    const sum = (m: Map<unknown, number>) => [...m.values()].reduce((a, b) => a + b, 0);
    return { sessions: sum(this.bySession), users: sum(this.byUser) };
  }
}

function drop<K>(counts: Map<K, number>, key: K) {
  const n = (counts.get(key) ?? 0) - 1;
  if (n > 0) counts.set(key, n);
  else counts.delete(key);
}
