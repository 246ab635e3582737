// Loaded with `node --import` by built-server.unit.test.ts: any module that resolves to TypeScript
// or to tsx fails the start, so the test proves the built server needs neither at run time.
import { register } from 'node:module';

const hooks = `
export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  if (/\\/node_modules\\/tsx\\//.test(resolved.url) || /\\.(c|m)?tsx?$/.test(resolved.url)) {
    throw new Error('TypeScript at run time: ' + resolved.url);
  }
  return resolved;
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
