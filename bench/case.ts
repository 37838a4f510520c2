import type { SessionUser } from '../server/platform/auth/session-store.js';
import type { Db } from '../server/platform/db/types.js';
import type { LoadHooks, LoadRequest } from './load.js';

/**
 * One API case of the benchmark. `prepare` finds its ids in the large data set (before the server
 * starts: PGlite is one process); `floor` runs the case's own queries in-process, with no HTTP, so
 * each figure comes with what the machine allows; `requests` is what each load connection sends (in
 * order, as a cycle).
 */
export interface BenchCase<I = Record<string, unknown>> {
  name: string;
  kind: 'read' | 'write';
  /** p99 target in ms at 10 connections (issue 9): reads 50, the show pull read 150, writes 100. */
  p99Target: number;
  prepare(db: Db): Promise<I>;
  floor(db: Db, input: I): Promise<unknown>;
  requests(input: I): LoadRequest[];
  hooks?(input: I): LoadHooks;
  /** Connection counts to run (default 10 and 50), seconds per run, and a fresh-connection probe. */
  connections?: number[];
  seconds?: number;
  probeFresh?: boolean;
}

/** Lets a list hold cases with different inputs. */
export const benchCase = <I>(c: BenchCase<I>) => c as unknown as BenchCase;

/** A screen timed in Chromium: navigation to the first useful paint and to interactive. */
export interface ScreenCase {
  name: string;
  /** Finds the address in the large data set (before the server starts). */
  prepare(db: Db): Promise<{ path: string }>;
  /** Selector that is the first useful paint (the first rows). */
  painted: string;
  /** Selector present once the user can work (filters enabled, data in). */
  interactive: string;
  /** Optional: a filter to type into, and the debounce (ms) the screen waits before it filters. */
  filter?: { input: string; text: string; debounceMs: number; rows: string };
}

/** Who the floors act as: the staff user the load runs are signed in as. */
export const benchStaff: SessionUser = {
  id: 0,
  email: 'staff@example.com',
  name: 'Bench',
  initials: 'B',
  role: 'staff',
  contact: null,
};
