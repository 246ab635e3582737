import { describeFuzzShard } from './fuzz-tier';

// The contract-fuzz tier, half 2 of 2 (see fuzz-tier.ts).
await describeFuzzShard(2, 2);
