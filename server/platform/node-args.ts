/**
 * Flags on the command line of every server process (package.json's start and serve, and the
 * tests' and bench's server processes; V8 reads them only at start). Both keep the JavaScript heap
 * near what it holds; the cached answers' bytes and PGlite's memory live outside it.
 * - A young generation of 2 MB semi-spaces instead of 16: short-lived request garbage is swept
 *   in a smaller space (bench/memory-probe.ts busy: 16 -> 4 MB took 20-45 MB off the peak).
 * - The old generation grows by 30 % after each full collection, where V8 otherwise lets it grow
 *   up to four times what it holds: under the busy case the heap held about 40 MB live after a
 *   collection but had grown to 150 MB between them. Not a hard limit (as --max-old-space-size
 *   would be): a bigger build still gets the memory it needs.
 * Whole `npm run bench` runs, peak RSS of the server: 452 MB with V8's defaults (the session 9
 * baseline); 307 MB with 4 MB and 50 %; 287 and 286 MB with 2 MB and 30 %, the busy case's
 * throughput within the run-to-run spread (404; 358 and 392 requests a second).
 */
export const SERVER_NODE_ARGS = ['--max-semi-space-size=2', '--heap-growing-percent=30'];

/**
 * The environment every server process starts with (set before Node starts, so package.json's
 * scripts name it too). glibc gives each thread that allocates its own malloc arena; the thread
 * pool packing gzip answers kept about 20-30 MB more RSS in them. Two arenas: peak RSS 286-289 ->
 * 270-286 MB under the busy case, throughput within the run-to-run spread.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2' } as const;
