import { readdirSync } from 'node:fs';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

/**
 * The web app's import boundaries (docs/decisions/024-web-feature-boundaries.md): a feature uses
 * shared code and other features' public entries (`features/<name>/index.ts`) only; shared code
 * uses no feature; the router alone loads route modules; and no module graph has a cycle.
 */
const WEB = 'apps/web/src';
const FEATURES = readdirSync(`${WEB}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const ENTRY = '**/apps/web/src/features/*/index.ts';
/** Tests may also render another feature's page and use its test doubles, as the router does. */
const TEST_ONLY = ['**/apps/web/src/features/*/routes/**', '**/apps/web/src/features/*/testing/**'];
const TESTS = '**/*.test.{ts,tsx}';

const featureZones = FEATURES.flatMap((name) => {
  const zone = { from: `${WEB}/features/!(${name})/**`, message: `Use the feature's public entry (features/<name>/index.ts).` };
  return [
    { ...zone, target: `${WEB}/features/${name}/**/!(*.test).{ts,tsx}`, except: [ENTRY] },
    { ...zone, target: `${WEB}/features/${name}/${TESTS}`, except: [ENTRY, ...TEST_ONLY] },
  ];
});

const sharedZones = [
  {
    // lib, stores, config and the design-system components know no feature.
    target: [`${WEB}/{lib,stores,config}/**/!(*.test).{ts,tsx}`, `${WEB}/components/!(layout)/**/!(*.test).{ts,tsx}`],
    from: `${WEB}/{features,app}/**`,
    message: 'Shared code must not depend on a feature or on the app shell.',
  },
  {
    // The header and footer are the app's frame: they may use features, through their entries.
    target: [`${WEB}/components/layout/**`, `${WEB}/{lib,stores,config,components}/${TESTS}`],
    from: `${WEB}/features/**`,
    except: [ENTRY],
    message: `Use the feature's public entry (features/<name>/index.ts).`,
  },
  {
    target: `${WEB}/app/**`,
    from: `${WEB}/features/**`,
    except: [ENTRY, '**/apps/web/src/features/*/routes/**'],
    message: 'The app shell loads route modules and public entries only.',
  },
];

export default [
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/web/tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...featureZones, ...sharedZones] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
];
