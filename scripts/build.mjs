// `npm run build` and the first half of `npm start` (issue 11): the web app and the server, each
// skipped when nothing it is built from changed. `--force` rebuilds both.
import { buildServer } from '../apps/server/scripts/build.mjs';
import { buildWeb } from '../apps/web/scripts/build-if-changed.mjs';

const force = process.argv.includes('--force');
buildWeb({ force });
await buildServer({ force });
