// A content hash of a build's inputs, so a start with nothing changed skips the build (issue 11).
// Plain JavaScript: it runs before anything is built, without tsx.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const ALWAYS_SKIPPED = new Set(['node_modules', 'dist', 'dist-ssr', '.run', 'data']);

function listFiles(absolute, skip) {
  if (!existsSync(absolute)) return [];
  if (statSync(absolute).isFile()) return [absolute];
  return readdirSync(absolute, { withFileTypes: true })
    .filter((entry) => !ALWAYS_SKIPPED.has(entry.name) && !skip(entry.name))
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => listFiles(path.join(absolute, entry.name), skip));
}

/**
 * Hashes the names and contents of the given files and folders (relative to the repository root).
 * `skip(name)` leaves out files that do not go into the build, such as tests; `extra` is anything
 * else the output depends on (build-time environment variables).
 */
export function hashInputs(inputs, skip = () => false, extra = '') {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of listFiles(path.resolve(REPO_ROOT, input), skip)) {
      hash.update(path.relative(REPO_ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  hash.update(`node ${process.versions.modules}\0${extra}`);
  return hash.digest('hex');
}

/** The hash the last successful build recorded, or undefined when there is none. */
export function readStamp(file) {
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
}

/** Test files are not part of any build. */
export const isTestFile = (name) => /\.test\.tsx?$/.test(name) || name === 'test';
