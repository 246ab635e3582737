import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import serverBoundaries from './eslint.server-boundaries.js';
import webBoundaries from './eslint.web-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'apps/web/dist-ssr/**',
      'apps/server/src/db/migrations/**',
      'e2e/.run/**',
      '.scratch/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // zod and the schemas are downloaded on demand (lib/lazy-schema.ts): a page's code may name
    // their types, and only the form-schema modules that forms load lazily may import them.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/**/*-schema.ts',
      'apps/web/src/**/*-schemas.ts',
      'apps/web/src/lib/lazy-schema.ts',
      'apps/web/src/**/*.test.{ts,tsx}',
      'apps/web/src/**/testing/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@forkly/contracts/schemas',
              allowTypeImports: true,
              message: 'Load schemas on demand: contractSchema() or a *-schema.ts module a form imports lazily.',
            },
            { name: 'zod', allowTypeImports: true, message: 'zod loads on demand, with the schemas.' },
          ],
        },
      ],
    },
  },
  {
    // Features meet in app.ts / the router or through packages/domain, never through each other's
    // internals (DESIGN.md section 2); eslint.server-boundaries.js and eslint.web-boundaries.js
    // keep each app's features to each other's services and public entries.
    files: ['packages/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/apps/**', '@forkly/server', '@forkly/web'] }] },
  },
  ...serverBoundaries,
  ...webBoundaries,
);
