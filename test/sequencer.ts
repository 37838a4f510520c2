import fs from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** What the longest files do: start server processes (restarts, kills, backups) or fuzz every route. */
const LONG = /\b(startServer|serverTarget|fuzzShard)\(/;

/**
 * The longest files first, so none of them starts when the queue is nearly empty and keeps one
 * worker busy alone at the end (crash and restart alone takes about 100 s). Vitest orders by the
 * durations it kept from the last run, but a fresh clone (CI) has none and would take the files in
 * folder order: test/harness last. Within each group the order stays Vitest's.
 */
export default class LongFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const long = new Set(sorted.filter((f) => LONG.test(fs.readFileSync(f.moduleId, 'utf8'))));
    return [...sorted.filter((f) => long.has(f)), ...sorted.filter((f) => !long.has(f))];
  }
}
