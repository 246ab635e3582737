export * from './types';
export { planRound } from './round';
export { promisedDropoff } from './promise';
export { earliestPickups, quotedDropoff } from './quote';
export { remainingDropoffs, tripTimeline } from './trip-plan';
