/**
 * Flags on the command line of every server process (package.json's start and serve, and the
 * tests' and bench's server processes; V8 reads them only at start). A young generation of 4 MB
 * semi-spaces instead of 16: under 200 busy connections the peak RSS was about 20-45 MB lower at
 * the same throughput (bench/memory-probe.ts busy).
 */
export const SERVER_NODE_ARGS = ['--max-semi-space-size=4'];
