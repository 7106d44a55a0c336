/**
 * The web client's build. `vite build` writes packages/web/dist, which the server serves (its `webRoot`),
 * with a brotli and a gzip copy beside each text file (scripts/precompress.ts) that the server sends to
 * browsers asking for them. Each game's client is its own chunk, loaded when the game is opened
 * (src/games/registry.ts). In development (`npm run dev -w @wargame/web`) the API is proxied to a server
 * on port 8080.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './scripts/precompress.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/** After a successful build, the compressed copies of what it wrote. */
function precompressed(): Plugin {
  let outDir = '';
  return {
    name: 'wargame:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle(error?: Error) {
      if (!error && outDir) await precompress(outDir);
    },
  };
}

export default defineConfig({
  root,
  base: '/',
  plugins: [react(), precompressed()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // dist/.vite/manifest.json: which files each entry and lazy chunk is (the delivery test reads it).
    manifest: true,
    chunkSizeWarningLimit: 1500,
  },
  worker: { format: 'es' },
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:8080', ws: true },
    },
  },
});
