import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 8080, strictPort: true },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // bench/initial-js.ts reads it to measure each public route's first-load JavaScript.
    manifest: true,
    target: 'es2022',
    // The contract builds its zod schemas at module level; telling the bundler those calls are
    // pure lets a page import a constant from the contract without pulling in every schema
    // (and zod) with it. Budget: 150 KB of initial JS (DESIGN.md §4).
    rolldownOptions: { treeshake: { manualPureFunctions: ['z'] } },
  },
});
