import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { precompress } from './precompress.plugin';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    alias: { '@eventfold/contracts': fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/auth': apiTarget, '/healthz': apiTarget, '/readyz': apiTarget },
  },
  build: { outDir: 'dist', sourcemap: true },
  // jsdom renders of whole screens take seconds on a busy two-core machine; 5 s made them flaky.
  test: { environment: 'jsdom', include: ['src/**/*.spec.{ts,tsx}'], testTimeout: 30_000 },
});
