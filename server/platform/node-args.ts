/**
 * Flags on the command line of every server process (package.json's start and serve, and the
 * tests' and bench's server processes; V8 reads them only at start). Both keep the JavaScript heap
 * near what it holds; the cached answers' bytes and PGlite's memory live outside it.
 * - A young generation of 4 MB semi-spaces instead of 16: under 200 busy connections the peak RSS
 *   was about 20-45 MB lower at the same throughput (bench/memory-probe.ts busy).
 * - The old generation grows by half after each full collection, where V8 otherwise lets it grow
 *   up to four times what it holds: under the same load the heap held about 40 MB live after a
 *   collection but had grown to 150 MB between them; with the flag the peak RSS went 396-402 ->
 *   290 MB at the same throughput (417 vs 396 rps, within the run-to-run spread). Not a hard
 *   limit (as --max-old-space-size would be): a bigger build still gets the memory it needs.
 */
export const SERVER_NODE_ARGS = ['--max-semi-space-size=4', '--heap-growing-percent=50'];

/**
 * The environment every server process starts with (set before Node starts, so package.json's
 * scripts name it too). glibc gives each thread that allocates its own malloc arena; the thread
 * pool packing gzip answers kept about 20-30 MB more RSS in them. Two arenas: peak RSS 286-289 ->
 * 270-286 MB under the busy case, throughput within the run-to-run spread.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2' } as const;
