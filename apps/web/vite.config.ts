import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The dev server forwards API calls to the local server (apps/server, PORT 3000, or API_PROXY_TARGET), so the
// web app always talks to a same-origin '/api' and needs no CORS in development.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: {
      '/api': { target: process.env.API_PROXY_TARGET ?? 'http://localhost:3000', changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // dist/.vite/manifest.json maps each page's source to its hashed files; .size-limit.cjs reads it for the budget.
    manifest: true,
  },
});
