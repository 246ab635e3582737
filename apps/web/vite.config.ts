import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const under = (...parts: string[]) => new RegExp(parts.join(String.raw`[\\/]`));

// The small kit many pages share; dialogs (Radix), toasts and zod schemas stay with the pages that use them.
const KIT = under(
  '(src',
  '(lib|stores|config|components',
  '(ui|feedback|food-image)|features',
  'places',
  '(api|lib))|node_modules',
  '@tanstack|packages',
  'contracts',
  'src',
  'endpoints?)',
);
const KEPT_OUT = /dialog|toaster|schemas/;
const sharedKit = (id: string) => KIT.test(id) && !KEPT_OUT.test(id);
const LANDING_BOOT = under('src', String.raw`landing-boot\.ts$`);

/**
 * How the app's code is cut into files (issue 11, decision 029). Left alone, the bundler made a
 * file of every set of modules shared by a different set of routes: ~290 files, most under 1 KB,
 * so a route loaded 40–60 scripts and a phone paid a request and its headers for each. These
 * groups merge what is loaded together anyway; a group also takes the modules its own modules import
 * that no group of a higher priority took.
 */
const chunkGroups = [
  // What the entry itself imports stays in the entry's file. landing-boot is an entry too (so its
  // module is $initial): without the test it joined this file and its own file became
  // `import "./index-….js"`, which fetched and ran the whole app before the first paint.
  { name: 'index', tags: ['$initial' as const], test: (id: string) => !LANDING_BOOT.test(id), priority: 50 },
  // Every page renders in the root layout: its code, and the small shared kit it pulls in.
  { name: 'shell', test: under('src', 'app', 'layouts', 'root-layout'), priority: 40 },
  // The small kit many pages share (API client, query hooks, contracts' endpoint list, feedback,
  // the chosen address): one file, rather than a file per set of pages that happens to share it.
  { name: 'common', test: sharedKit, minShareCount: 2, priority: 35 },
  // The first pages a customer meets, each with what it alone needs on top of the shell.
  { name: 'landing', test: under('src', 'features', 'landing', 'routes', 'landing'), priority: 30 },
  { name: 'restaurants', test: under('src', '(app', 'guards', 'customer-area|features', 'restaurants', 'routes', 'restaurant-list)'), priority: 30 },
  { name: 'menu', test: under('src', 'features', 'restaurants', 'routes', 'restaurant-menu'), priority: 20 },
  { name: 'login', test: under('src', 'features', 'auth', 'routes', '(auth-layout|login)\\.'), priority: 30 },
];

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // landing-boot: the prerendered landing page's entry (scripts/prerender.ts puts it in its HTML).
      input: { index: 'index.html', 'landing-boot': 'src/landing-boot.ts' },
      output: { codeSplitting: { groups: chunkGroups } },
    },
  },
});
