import type { Role } from '../../../contracts/auth.js';
import type { Config } from '../config.js';

const HOUR_MS = 3600_000;

/** How long a session lives: without use (by role), and at most from its sign-in. */
export interface SessionLimits {
  idleMs: Record<Role, number>;
  absoluteMs: number;
}

export const sessionLimitsOf = (
  config: Pick<Config, 'sessionIdleHours' | 'sessionIdleHoursTech' | 'sessionMaxDays'>,
): SessionLimits => ({
  idleMs: {
    admin: config.sessionIdleHours * HOUR_MS,
    staff: config.sessionIdleHours * HOUR_MS,
    tech: config.sessionIdleHoursTech * HOUR_MS,
  },
  absoluteMs: config.sessionMaxDays * 24 * HOUR_MS,
});

/**
 * Use is recorded at most this often, so that a request is a read; the idle limit then counts
 * from the last recorded use, at most this much before the real one (it errs on the short side).
 */
export const RECORD_USE_EVERY_MS = 60_000;

/** When a session ends unless used again: its idle limit after its last use, capped by its absolute limit. */
export function sessionEndsAt(
  s: { createdAt: Date; lastUsedAt: Date; role: Role },
  limits: SessionLimits,
): Date {
  return new Date(
    Math.min(s.lastUsedAt.getTime() + limits.idleMs[s.role], s.createdAt.getTime() + limits.absoluteMs),
  );
}
