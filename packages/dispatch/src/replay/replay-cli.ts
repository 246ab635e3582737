import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { checkFeasibility, checkReplayRules, isFeasible } from './feasibility';
import { readInstance } from './mdrp-instance';
import { enginePolicy, naivePolicy } from './policies';
import { replayFigures } from './replay-metrics';
import { simulate } from './simulate';
import { solutionFiles } from './solution-files';
import { formatFigures } from './format-figures';

const USAGE = 'usage: npm run dispatch:replay -- --instance DIR --out DIR [--policy engine|naive]';

/**
 * `npm run dispatch:replay -- --instance DIR --out DIR`: plays a Grubhub MDRP instance through the
 * dispatch engine (or `--policy naive`, the rule before it), writes the evaluator's three files and
 * `promises.txt` to DIR, checks them with the evaluator's rules and prints the figures.
 */
async function main() {
  const { values } = parseArgs({
    options: { instance: { type: 'string' }, out: { type: 'string' }, policy: { type: 'string', default: 'engine' } },
  });
  if (!values.instance || !values.out || !['engine', 'naive'].includes(values.policy!)) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  // npm runs scripts from the project's root; a path given relative to where it was typed still means that place.
  const base = process.env.INIT_CWD ?? process.cwd();
  const instance = await readInstance(resolve(base, values.instance));
  const started = performance.now();
  const result = simulate(instance, values.policy === 'naive' ? naivePolicy() : enginePolicy());
  const seconds = (performance.now() - started) / 1000;
  const files = solutionFiles(instance, result);
  const out = resolve(base, values.out);
  await mkdir(out, { recursive: true });
  await Promise.all(Object.entries(files).map(([name, text]) => writeFile(join(out, name), text)));

  const checks = [...checkFeasibility(instance, files), ...checkReplayRules(instance, result)];
  for (const { check, violations } of checks)
    console.log(`${violations.length ? 'FAILED' : 'ok    '} ${check}${violations.length ? `: ${violations.slice(0, 5).join('; ')}` : ''}`);
  console.log(isFeasible(checks) ? 'FEASIBLE' : 'INFEASIBLE');
  console.log(`\n${instance.name} (${result.policy}), replayed in ${seconds.toFixed(1)} s; files in ${out}`);
  console.log(formatFigures(replayFigures(instance, result)));
  if (!isFeasible(checks)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
