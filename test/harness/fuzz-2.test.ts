import { fuzzShard } from './fuzz-shard.js';

/** Bad input on every route: part 2 (see fuzz-shard.ts). */
fuzzShard(2);
