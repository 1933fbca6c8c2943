import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { homeChunks } from './chunking';
import { precompress } from './precompress.plugin';
import { signedInIndex } from './signed-in-index.plugin';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

// `vite build --ssr src/entry-server.tsx` (the build's second step) makes the server's render of the
// signed-in `/` (see entry-server.tsx): one self-contained module for Node, no HTML, nothing to serve.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : [react(), signedInIndex(), precompress()],
  resolve: {
    alias: [
      {
        find: /^@eventfold\/contracts$/,
        replacement: fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url)),
      },
      // One contracts file by name (`@eventfold/contracts/domain/limits`): what the landing page
      // needs without the index, which would bring every schema.
      {
        find: /^@eventfold\/contracts\/(.*)$/,
        replacement: `${fileURLToPath(new URL('../contracts/src/', import.meta.url))}$1`,
      },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/auth': apiTarget, '/healthz': apiTarget, '/readyz': apiTarget },
  },
  ssr: { noExternal: true },
  // React, MUI and Emotion's production code in the server render: their development builds (chosen by
  // NODE_ENV when the server runs, often unset) render several times slower.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  publicDir: isSsrBuild ? false : 'public',
  build: isSsrBuild
    ? { outDir: 'dist-ssr', sourcemap: true, emptyOutDir: true }
    : {
        outDir: 'dist',
        sourcemap: true,
        rolldownOptions: {
          treeshake: {
            // The contracts are plain declarations: a page that needs one constant does not get every
            // schema (and zod) with it. `z.*(...)` builds a schema and changes nothing else.
            moduleSideEffects: (id: string) => !id.includes('/contracts/src/'),
            manualPureFunctions: ['z'],
          },
          // The calendar's first load in a few files (see chunking.ts).
          output: { codeSplitting: homeChunks() },
        },
      },
  // jsdom renders of whole screens take seconds on a busy two-core machine; 5 s made them flaky.
  test: { environment: 'jsdom', include: ['src/**/*.spec.{ts,tsx}'], testTimeout: 30_000 },
}));
