import { fuzzShard } from './fuzz-shard.js';

/** Bad input on every route: part 1 (see fuzz-shard.ts). */
fuzzShard(1);
