export { readInstance, instanceTravel, type MdrpInstance } from './mdrp-instance';
export { simulate, type ReplayPolicy, type ReplayResult, type DrivenTrip } from './simulate';
export { enginePolicy, naivePolicy } from './policies';
export { solutionFiles, type SolutionFiles } from './solution-files';
export { checkFeasibility, checkReplayRules, isFeasible, type CheckResult } from './feasibility';
export { replayFigures, type ReplayFigures } from './replay-metrics';
