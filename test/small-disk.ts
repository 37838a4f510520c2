import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface SmallDisk {
  dir: string;
  /** Writes a filler file until the disk has not a byte left. */
  fill(): void;
  /** Removes the filler. */
  free(): void;
  /** Unmounts the disk and removes its mount point. */
  cleanup(): void;
}

/**
 * A small filesystem of the test's own (tmpfs), to fill up: what the data folder sees when its disk
 * is full. Mounting needs root, as CI runs; where the machine refuses, the test fails saying so
 * rather than passing unseen.
 */
export function mountSmallDisk(sizeMb: number): SmallDisk {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loadout-small-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m`, 'tmpfs', dir], { stdio: 'pipe' });
  } catch (err) {
    fs.rmSync(dir, { recursive: true, force: true });
    const why = (err as { stderr?: Buffer }).stderr?.toString().trim() || (err as Error).message;
    throw new Error(
      `This test fills a small tmpfs it mounts, and mounting was refused (${why}); run it as root.`,
    );
  }
  const filler = path.join(dir, 'filler');
  return {
    dir,
    fill() {
      const fd = fs.openSync(filler, 'a');
      try {
        // Big writes first, then small ones for the last partial megabyte.
        for (const size of [1024 * 1024, 4096, 1]) {
          const chunk = Buffer.alloc(size, 1);
          try {
            for (;;) fs.writeSync(fd, chunk);
          } catch (err) {
            if ((err as NodeJS.ErrnoException).code !== 'ENOSPC') throw err;
          }
        }
      } finally {
        fs.closeSync(fd);
      }
    },
    free() {
      fs.rmSync(filler, { force: true });
    },
    cleanup() {
      execFileSync('umount', ['-l', dir], { stdio: 'pipe' });
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
