import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Where `vite` / `vite preview` forward /api and /media (the api server). Node-side only.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

// Public site + (later) staff area. Staff routes are lazy chunks, never in the public entry.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2020',
    cssCodeSplit: true,
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/media': apiTarget,
    },
  },
  preview: {
    proxy: {
      '/api': apiTarget,
      '/media': apiTarget,
    },
  },
});
