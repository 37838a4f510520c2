import { fuzzShard } from './fuzz-shard.js';

/** Bad input on every route: part 3 (see fuzz-shard.ts). */
fuzzShard(3);
