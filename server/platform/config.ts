import os from 'node:os';
import path from 'node:path';

/** DATABASE_POOL_WAIT_MS's default (db/open.ts uses it for scripts and tests too). */
export const POOL_WAIT_MS = 20_000;

/** Everything the server reads from the environment, read once and checked. */
export interface Config {
  port: number;
  host: string;
  /** Embedded PGlite lives under here (pgdata/, backups/, the lock file). */
  dataDir: string;
  /** Uploaded files (library item images); under the data directory unless UPLOADS_DIR moves them. */
  uploadsDir: string;
  /** When set, a real PostgreSQL is used instead of PGlite. */
  databaseUrl: string | undefined;
  /** PostgreSQL: connections each process keeps for queries (plus one to LISTEN, one for /readyz). */
  databasePoolSize: number;
  /** PostgreSQL: ms a query waits for one of those connections before the request is refused as busy. */
  databasePoolWaitMs: number;
  /** Seed the small demo data set (with demo accounts) into an empty database. */
  demo: boolean;
  /** Hours between scheduled PGlite backups; 0 turns the schedule off. */
  backupEveryHours: number;
  backupKeep: number;
  logLevel: string;
  /** Public origin, used for the cookie's Secure flag, links in mail and the prints' QR codes. */
  publicUrl: string;
  /** PUBLIC_URL was not set: publicUrl is this machine's localhost, which no phone can open. */
  publicUrlIsDefault: boolean;
  /**
   * Which proxies to believe about the client's address (X-Forwarded-For): none (unset), a hop
   * count (TRUST_PROXY=1: the one proxy in front), or the proxies' addresses/subnets
   * (TRUST_PROXY=10.0.0.5,10.0.1.0/24). Never "any": the client writes the header's left end.
   */
  trustProxy: false | number | string[];
  /** Failed logins from one address within the window before it must wait (known browsers never do). */
  loginFailuresAllowed: number;
  /** Failed logins on one account within the window: once for all unknown browsers, apart for each known one. */
  loginFailuresPerAccount: number;
  /** Login attempts one address may make per minute (an office behind one NAT shares it; a known browser has its own). */
  loginRatePerMinute: number;
  /** Forgotten-password asks one address may make per minute (known address or not, each is answered alike). */
  passwordResetRatePerMinute: number;
  /** Reset links one account may be mailed per hour; further asks are answered alike and mail nothing. */
  passwordResetsPerHour: number;
  /** Outgoing mail server (smtp://user:pass@host:port); unset keeps messages in the outbox only. */
  smtpUrl: string | undefined;
  /** The From of outgoing mail. */
  mailFrom: string;
  version: string;
  /** First month (1-12) of the fiscal year the flow calendar's fiscal day counts use. */
  fiscalYearStartMonth: number;
  /**
   * Key the calendar feed links are made with (FEED_SECRET). Unset, a key drawn once is kept in the
   * database; set it so that a copy of the database alone cannot rebuild anyone's feed link.
   */
  feedSecret: string | undefined;
  /** Bench only: a Unix socket answering event-loop delay and memory (platform/metrics.ts). */
  metricsSocket: string | undefined;
  /** PGlite's WebAssembly also through V8's optimizing compiler (faster heavy reads, more memory). */
  pgliteOptimizingCompiler: boolean;
  /** Live streams (open screens) one process holds at most; more are refused with 503. */
  liveMaxStreams: number;
  /**
   * Threads drawing PDFs (PDF_WORKERS). Default: one fewer than the cores, at least one, so the
   * event loop (and PGlite, which runs on it) keeps a core while prints are drawn.
   */
  pdfWorkers: number;
  /** Prints one session may start in a minute (PRINTS_PER_MINUTE); two at a time at most. */
  printsPerMinute: number;
  /** Requests one API token may make in a minute, over every call (API_TOKEN_RATE_PER_MINUTE). */
  apiTokenRatePerMinute: number;
  /** Hours without a request after which a staff or admin session ends (SESSION_IDLE_HOURS). */
  sessionIdleHours: number;
  /** The same for a technician (SESSION_IDLE_HOURS_TECH): longer, as they open links from their phones days apart. */
  sessionIdleHoursTech: number;
  /** Days after sign-in when any session ends, however much it is used (SESSION_MAX_DAYS). */
  sessionMaxDays: number;
  /**
   * How far ahead of the machine's clock the offer rounds' deadlines are judged (ROUND_CLOCK_AHEAD_MINUTES,
   * default 0): a drill or a browser test restarts the server "hours later" without waiting hours.
   */
  roundClockAheadMs: number;
  /**
   * Hours of rest a technician needs between two jobs (CREW_REST_HOURS, default 10): a job closer
   * to the one before is a conflict on the flow calendar and in the invitee picker.
   */
  crewRestHours: number;
  /**
   * Webhooks may be sent to loopback and private network addresses (WEBHOOK_ALLOW_PRIVATE=1; off
   * by default, so an admin's endpoint cannot reach the server's own network: tests and a receiver
   * on the same host turn it on).
   */
  webhookAllowPrivate: boolean;
  /** The currency labor costs and rates are in (CURRENCY, ISO 4217, default USD); amounts are cents. */
  currency: string;
}

function int(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return n;
}

/** A whole number of at least 1 (a limit of 0 would end every session at once). */
function positive(name: string, fallback: number): number {
  const n = int(name, fallback);
  if (n < 1) throw new Error(`${name} must be at least 1, got "${n}"`);
  return n;
}

function currencyCode(name: string, fallback: string): string {
  const raw = process.env[name]?.trim().toUpperCase() || fallback;
  if (!/^[A-Z]{3}$/.test(raw))
    throw new Error(`${name} must be a currency code like USD or EUR, got "${raw}"`);
  return raw;
}

function month(name: string, fallback: number): number {
  const n = int(name, fallback);
  if (n < 1 || n > 12) throw new Error(`${name} must be a month from 1 to 12, got "${n}"`);
  return n;
}

/** TRUST_PROXY: unset/0 → none, a whole number → hops, else a comma list of addresses or subnets. */
export function trustProxy(raw: string | undefined): false | number | string[] {
  const value = raw?.trim() ?? '';
  if (value === '' || value === '0' || value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true' || value === '*')
    throw new Error('TRUST_PROXY must be a hop count or the proxies\' addresses, not "true"');
  const list = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of list) {
    if (!/^[\d.:a-fA-F]+(\/\d{1,3})?$|^(loopback|linklocal|uniquelocal)$/.test(entry))
      throw new Error(`TRUST_PROXY: "${entry}" is not an address, a subnet or a hop count`);
  }
  return list;
}

export function loadConfig(overrides: Partial<Config> = {}): Config {
  const port = int('PORT', 3000);
  const dataDir = path.resolve(overrides.dataDir ?? process.env.DATA_DIR ?? 'data');
  return {
    port,
    host: process.env.HOST ?? '0.0.0.0',
    dataDir,
    uploadsDir: path.resolve(process.env.UPLOADS_DIR || path.join(dataDir, 'uploads')),
    databaseUrl: process.env.DATABASE_URL || undefined,
    databasePoolSize: Math.max(1, int('DATABASE_POOL_SIZE', 10)),
    databasePoolWaitMs: Math.max(1, int('DATABASE_POOL_WAIT_MS', POOL_WAIT_MS)),
    demo: process.env.LOADOUT_DEMO === '1',
    backupEveryHours: int('BACKUP_EVERY_HOURS', 6),
    backupKeep: int('BACKUP_KEEP', 5),
    logLevel: process.env.LOG_LEVEL ?? 'info',
    publicUrl: process.env.PUBLIC_URL || `http://localhost:${port}`,
    publicUrlIsDefault: !process.env.PUBLIC_URL,
    trustProxy: trustProxy(process.env.TRUST_PROXY),
    loginFailuresAllowed: int('LOGIN_FAILURES_ALLOWED', 5),
    loginFailuresPerAccount: int('LOGIN_FAILURES_PER_ACCOUNT', 5),
    loginRatePerMinute: int('LOGIN_RATE_PER_MINUTE', 30),
    passwordResetRatePerMinute: int('PASSWORD_RESET_RATE_PER_MINUTE', 5),
    passwordResetsPerHour: int('PASSWORD_RESETS_PER_HOUR', 3),
    smtpUrl: process.env.SMTP_URL || undefined,
    mailFrom: process.env.MAIL_FROM ?? 'Loadout <loadout@localhost>',
    version: process.env.npm_package_version ?? '0.1.0',
    fiscalYearStartMonth: month('FISCAL_YEAR_START_MONTH', 1),
    feedSecret: process.env.FEED_SECRET || undefined,
    metricsSocket: process.env.LOADOUT_METRICS_SOCKET || undefined,
    pgliteOptimizingCompiler: process.env.PGLITE_OPTIMIZING_COMPILER === '1',
    liveMaxStreams: int('LIVE_MAX_STREAMS', 2000),
    pdfWorkers: Math.max(1, int('PDF_WORKERS', os.availableParallelism() - 1)),
    printsPerMinute: Math.max(1, int('PRINTS_PER_MINUTE', 20)),
    apiTokenRatePerMinute: Math.max(1, int('API_TOKEN_RATE_PER_MINUTE', 600)),
    sessionIdleHours: positive('SESSION_IDLE_HOURS', 12),
    sessionIdleHoursTech: positive('SESSION_IDLE_HOURS_TECH', 7 * 24),
    sessionMaxDays: positive('SESSION_MAX_DAYS', 30),
    roundClockAheadMs: Math.max(0, int('ROUND_CLOCK_AHEAD_MINUTES', 0)) * 60_000,
    // The same default as domains/staffing/rest.ts (the platform imports no domain).
    crewRestHours: int('CREW_REST_HOURS', 10),
    webhookAllowPrivate: process.env.WEBHOOK_ALLOW_PRIVATE === '1',
    currency: currencyCode('CURRENCY', 'USD'),
    ...overrides,
  };
}
