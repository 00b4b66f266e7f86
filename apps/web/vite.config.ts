import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const ZOD_JITLESS = fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url));

/**
 * Every `zod` import (the contract's, the forms') resolves to src/lib/zod-jitless.ts, which turns
 * off zod's eval before any schema parses. Marked free of side effects, it is dropped with zod
 * where nothing uses it: a page that parses nothing loads no zod (ADR 0018).
 */
const zodJitless = (): Plugin => ({
  name: 'afrinest-zod-jitless',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source !== 'zod' || importer === ZOD_JITLESS) return null;
    return { id: ZOD_JITLESS, moduleSideEffects: false };
  },
});

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    zodJitless(),
    react(),
    tailwindcss(),
    // The browser's scripts and styles also written compressed, once, at the highest levels
    // (brotli 11, gzip 9), which the web server sends as they are (`preCompressed`): 13 % fewer
    // bytes than compressing each request at brotli 4, and no compression on the server for
    // them. index.html is left out: the web server rewrites it for every page.
    ...(isSsrBuild
      ? []
      : [compression({ include: /(^|\/)assets\/[^/]+\.(js|css)$/, threshold: 1024 })]),
  ],
  // The renderer carries its own React, router and query client, built for production (the web
  // server's process may not set NODE_ENV) and the same copies the components use.
  ssr: { noExternal: true },
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 8080, strictPort: true },
  build: isSsrBuild
    ? // The web server's renderer (src/entry-server.tsx, ADR 0026): Node code, kept out of dist,
      // which the web server serves to everyone.
      {
        outDir: 'dist-ssr',
        sourcemap: false,
        target: 'node22',
        emptyOutDir: true,
        copyPublicDir: false,
      }
    : {
        outDir: 'dist',
        sourcemap: false,
        // bench/initial-js.ts reads it to measure each public route's first-load JavaScript.
        manifest: true,
        target: 'es2022',
        // The contract builds its zod schemas at module level; telling the bundler those calls
        // are pure lets a page import a constant from the contract without pulling in every
        // schema (and zod) with it. Budget: 150 KB of initial JS (DESIGN.md §4).
        rolldownOptions: { treeshake: { manualPureFunctions: ['z'] } },
      },
}));
