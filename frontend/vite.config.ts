/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import pageRoutes from './src/app/page-routes.json';

/** dist/page-routes.json: the pages' paths, so the server answers 404 for any other path. */
function pageRoutesForServer(): Plugin {
  return {
    name: 'page-routes-for-server',
    generateBundle() {
      const paths = pageRoutes.pages.map(({ path }) => ({ path }));
      this.emitFile({ type: 'asset', fileName: 'page-routes.json', source: JSON.stringify(paths) });
    },
  };
}

export default defineConfig({
  plugins: [react(), pageRoutesForServer()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each page loads, read by the size budgets (.size-limit.mjs).
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': {
        target: 'http://localhost:3000',
        // Keep the browser's Host so the API's cross-site check sees Origin and Host agree.
        changeOrigin: false,
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    unstubGlobals: true,
    // One jsdom and one module graph per worker, not per file: setting up jsdom and importing
    // React, the router and the app again for each of 63 files was two thirds of the tier's CPU
    // (docs/decisions/test-tiers.md, "Frontend tier"). What a file could leave behind is reset
    // between files in src/testing/setup.ts; mocks and stubbed globals are restored after each test.
    isolate: false,
    pool: 'threads',
    // On the shared 2-core machine (load average 10+), the first whole-app render of a run took
    // 4.2-5.3 s: over the 5 s default and the 4 s a findBy waited. A longer limit checks the same
    // things; it only waits longer before calling a test hung.
    testTimeout: 15_000,
  },
});
