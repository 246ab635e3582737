import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hashInputs, isTestFile, readStamp } from '../../../scripts/content-hash.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'forkly-hash-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(relative: string, text: string) {
  mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
  writeFileSync(path.join(dir, relative), text);
}

/** What decides whether `npm start` rebuilds (scripts/content-hash.mjs, issue 11). */
describe('the build input hash', () => {
  write('src/app.ts', 'export const a = 1;');
  write('src/app.test.ts', 'test');
  write('src/node_modules/x.js', 'dependency');
  write('dist/main.js', 'output');
  const inputs = [dir];

  it('is the same while nothing changed', () => {
    expect(hashInputs(inputs, isTestFile)).toBe(hashInputs(inputs, isTestFile));
  });

  it('changes with a source file, a new file or the build environment', () => {
    const before = hashInputs(inputs, isTestFile);
    write('src/app.ts', 'export const a = 2;');
    const edited = hashInputs(inputs, isTestFile);
    expect(edited).not.toBe(before);
    write('src/more.ts', '');
    expect(hashInputs(inputs, isTestFile)).not.toBe(edited);
    expect(hashInputs(inputs, isTestFile, 'VITE_API_BASE_URL=/x')).not.toBe(hashInputs(inputs, isTestFile));
  });

  it('ignores tests, installed packages and build output', () => {
    const before = hashInputs(inputs, isTestFile);
    write('src/app.test.ts', 'another test');
    write('src/node_modules/x.js', 'another version');
    write('dist/main.js', 'rebuilt');
    expect(hashInputs(inputs, isTestFile)).toBe(before);
  });

  it('reads a missing stamp as no build yet', () => {
    expect(readStamp(path.join(dir, 'no-such-stamp'))).toBeUndefined();
    write('stamp', 'abc\n');
    expect(readStamp(path.join(dir, 'stamp'))).toBe('abc');
  });
});
