import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * apps/server. This module sits directly in src/, as the built bundle sits directly in dist/
 * (scripts/build.mjs), so one step up from import.meta.url is the server folder either way.
 */
export const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
