import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 600,
    // landing-boot: the prerendered landing page's entry (scripts/prerender.ts puts it in its HTML).
    rolldownOptions: { input: { index: 'index.html', 'landing-boot': 'src/landing-boot.ts' } },
  },
});
