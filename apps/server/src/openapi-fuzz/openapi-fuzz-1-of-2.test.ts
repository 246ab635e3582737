import { describeFuzzShard } from './fuzz-tier';

// The contract-fuzz tier, half 1 of 2 (see fuzz-tier.ts).
await describeFuzzShard(1, 2);
