import type { PGliteOptions } from '@electric-sql/pglite';

/**
 * How the embedded database is opened, by the server and by the bench's memory floor alike.
 * The table files stay in the OS page cache either way; PGlite's default 128 MB of buffers is
 * WebAssembly memory the process holds from the start (about 100 MB of RSS for no speed). 16 MB
 * would save 19 MB more (bench/pglite-floor.mjs: 147 → 128 MB) but made an uncached library
 * search about a fifth slower.
 */
export const PGLITE_SETTINGS = {
  postgresqlconf: ['shared_buffers = 32MB'],
} satisfies PGliteOptions;

/**
 * Node flags for a process running PGlite: WebAssembly compiled by V8's baseline compiler only.
 * Postgres is a large module; V8 also recompiles its hot functions with the optimizing compiler and
 * keeps both codes: about 80 MB more RSS (bench/pglite-floor.mjs: 234 → 153 MB peak on the bench
 * data) for SQL execution about a quarter faster on heavy reads and no gain on writes
 * (bench/profile-writes.ts). PGLITE_OPTIMIZING_COMPILER=1 keeps the optimizing compiler.
 */
export const PGLITE_NODE_FLAGS = ['--liftoff-only'];
