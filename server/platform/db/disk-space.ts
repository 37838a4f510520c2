import fs from 'node:fs';
import path from 'node:path';
import { DiskFullError } from './failures.js';

/**
 * Room on the embedded database's disk. PGlite cannot come back from a checkpoint that fails for
 * want of space (it answers empty results, then nothing): so none is started without room, and a
 * disk nearly full counts as full for /healthz, before a write finds out.
 */
const MB = 1024 * 1024;

/** Below this the disk counts as full: PostgreSQL cannot begin its next 16 MB write-ahead log segment. */
export const FULL_BELOW_BYTES = 16 * MB;

/** A checkpoint writes out up to shared_buffers (32 MB, pglite-settings.ts) and may begin a WAL segment. */
export const CHECKPOINT_ROOM_BYTES = 64 * MB;

export async function freeBytes(dir: string): Promise<number> {
  const s = await fs.promises.statfs(dir);
  return s.bavail * s.bsize;
}

const mb = (bytes: number) => `${Math.floor(bytes / MB)} MB`;

/** Refuses, in words and before anything is written, unless `dir`'s disk has `needed` bytes free. */
export async function assertRoom(dir: string, needed: number, what: string): Promise<void> {
  const free = await freeBytes(dir);
  if (free < needed) throw fullError(dir, free, needed, what);
}

const fullError = (dir: string, free: number, needed: number, what: string) =>
  new DiskFullError(
    `The disk is full: ${dir} has ${mb(free)} free, and ${what} needs about ${mb(needed)}. Free some space and try again.`,
  );

/** With this much free, the next second cannot fill the disk (the database writes far less than that a second). */
const AMPLE_BYTES = 1024 * MB;
const ampleUntil = new Map<string, number>();

/**
 * Refuses, in words, when the disk under `dir` counts as full (FULL_BELOW_BYTES). /healthz asks on
 * every call: a disk found with ample room is not read again for a second; one short of it, every time.
 */
export async function assertNotFull(dir: string): Promise<void> {
  if ((ampleUntil.get(dir) ?? 0) > Date.now()) return;
  const free = await freeBytes(dir);
  if (free >= AMPLE_BYTES) ampleUntil.set(dir, Date.now() + 1000);
  else ampleUntil.delete(dir);
  if (free < FULL_BELOW_BYTES) throw fullError(dir, free, FULL_BELOW_BYTES, 'the database');
}

/** The bytes of the files under `dir` (a database's size). */
export function directoryBytes(dir: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const where = path.join(dir, entry.name);
    if (entry.isDirectory()) total += directoryBytes(where);
    else if (entry.isFile()) total += fs.statSync(where, { throwIfNoEntry: false })?.size ?? 0;
  }
  return total;
}
