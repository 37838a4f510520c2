import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * `loadout.lock` in the data directory: who holds it, as JSON. The first versions of Loadout locked
 * the folder with this file alone ({pid, host, startedAt}, created exclusively), so it is written
 * here too: an older version started on the folder sees a live holder and stops, and one already
 * running is seen by its file. A record alone is not taken on the word of its pid: the pid must be
 * alive and its process must have started before the record was written (a pid reused since, or a
 * container's pid 1 that is now us, is not the holder).
 */
export interface LockInfo {
  app?: 'loadout';
  pid: number;
  host: string;
  startedAt: string;
  /** The kernel's boot id: a record from before a reboot holds nothing. */
  bootId?: string;
}

export const lockRecordPath = (realDir: string) => path.join(realDir, 'loadout.lock');

const readText = (file: string) => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
};

export const bootId = () => readText('/proc/sys/kernel/random/boot_id')?.trim() || undefined;

export function myRecord(): LockInfo {
  return {
    app: 'loadout',
    pid: process.pid,
    host: os.hostname(),
    startedAt: new Date().toISOString(),
    bootId: bootId(),
  };
}

/** The record, 'garbled' when the file holds no record (an older version between create and write), undefined when none. */
export function readRecord(file: string): LockInfo | 'garbled' | undefined {
  const text = readText(file);
  if (text === undefined) return undefined;
  try {
    const r = JSON.parse(text) as LockInfo;
    return Number.isInteger(r.pid) && typeof r.host === 'string' ? r : 'garbled';
  } catch {
    return 'garbled';
  }
}

/** Writes the record whole (a reader never sees half of it); `exclusive`: only where there is none. */
export function writeRecord(file: string, record: LockInfo, { exclusive }: { exclusive: boolean }): boolean {
  const tmp = `${file}.${randomBytes(6).toString('hex')}`;
  fs.writeFileSync(tmp, JSON.stringify(record));
  try {
    if (!exclusive) {
      fs.renameSync(tmp, file);
      return true;
    }
    fs.linkSync(tmp, file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    fs.rmSync(tmp, { force: true });
  }
}

export function removeRecordIfMine(file: string, mine: LockInfo): void {
  const held = readRecord(file);
  if (typeof held === 'object' && held.pid === mine.pid && held.startedAt === mine.startedAt)
    fs.rmSync(file, { force: true });
}

/** Whether the record's process may still hold the folder; 'elsewhere' when it is on a machine we cannot see. */
export function recordHolds(r: LockInfo): boolean | 'elsewhere' {
  const ourBoot = bootId();
  if (r.host !== os.hostname()) {
    // Another container on this kernel proved dead by the socket we now hold; another machine,
    // or a record without a boot id (an older version), cannot be checked from here.
    return r.bootId !== undefined && r.bootId === ourBoot ? false : 'elsewhere';
  }
  if (r.bootId && ourBoot && r.bootId !== ourBoot) return false;
  if (r.pid === process.pid || r.pid <= 0) return false;
  const at = Date.parse(r.startedAt);
  if (Number.isNaN(at) || !pidAlive(r.pid)) return false;
  const started = processStartMs(r.pid);
  // Without /proc a live pid is taken at its word; with it, a process younger than the record is not its writer.
  return started === undefined || started <= at + 2000;
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** When a process started (Linux /proc; clock ticks are 1/100 s there), in ms since the epoch. */
function processStartMs(pid: number): number | undefined {
  const stat = readText(`/proc/${pid}/stat`);
  const btime = readText('/proc/stat')?.match(/^btime (\d+)$/m)?.[1];
  if (!stat || !btime) return undefined;
  // Fields after the command name (which may hold spaces): state is the 3rd field, starttime the 22nd.
  const ticks = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
  return Number.isFinite(ticks) ? (Number(btime) + ticks / 100) * 1000 : undefined;
}
