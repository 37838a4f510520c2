import type { PGliteOptions } from '@electric-sql/pglite';

/**
 * How the embedded database is opened, by the server and by the bench's memory floor alike.
 * The table files stay in the OS page cache either way; PGlite's default 128 MB of buffers is
 * WebAssembly memory the process holds from the start (about 100 MB of RSS for no speed).
 */
export const PGLITE_SETTINGS = {
  postgresqlconf: ['shared_buffers = 32MB'],
} satisfies PGliteOptions;
