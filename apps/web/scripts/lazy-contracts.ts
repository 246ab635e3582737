import { readFileSync } from 'node:fs';
import { transformWithOxc, type Plugin } from 'vite';

/** What the web imports to get schemas: the package's `./schemas` export (see its package.json). */
export const LAZY_CONTRACTS = '@forkly/contracts/schemas';
const PREFIX = '\0forkly-lazy-contracts:';

/**
 * Gives `@forkly/contracts/schemas` its own copy of the contracts modules in the web build.
 *
 * Pages use contracts two ways: constants (statuses, limits, allergens...) while they render, and
 * zod schemas to check answers and forms, always after an await. A bundler splits code by module,
 * so a module like orders.ts, needed at render for ORDER_STATUSES and later for orderSchema, would
 * bring zod (~25 KB gzip) into the first load of every page. Here the schemas side is a separate
 * module graph, reached only through dynamic imports of `@forkly/contracts/schemas`; the render side
 * keeps the ordinary modules, of which tree-shaking leaves only the constants (with
 * pureModuleConstants). The constants then exist twice in the output, a few hundred bytes.
 *
 * Build only: in dev and in tests `./schemas` is the same module as the package itself.
 */
export function lazyContracts(): Plugin {
  return {
    name: 'forkly:lazy-contracts',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const inCopy = importer?.startsWith(PREFIX);
      if (source !== LAZY_CONTRACTS && !inCopy) return null;
      const from = inCopy ? importer!.slice(PREFIX.length) : importer;
      const resolved = await this.resolve(source === LAZY_CONTRACTS ? '@forkly/contracts' : source, from, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      // Only the contracts' own files are copied; zod and the rest stay shared.
      return isContractsSource(resolved.id) ? PREFIX + resolved.id : resolved;
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length);
      const { code } = await transformWithOxc(readFileSync(file, 'utf8'), file, { lang: 'ts' });
      return { code, moduleType: 'js' };
    },
  };
}

function isContractsSource(id: string): boolean {
  return /\/packages\/contracts\/src\/[^/]+\.ts$/.test(id);
}
