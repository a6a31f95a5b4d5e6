import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** The brand red of the navigation and the SOS button (Tailwind red-700), and the page background (slate-50). */
const THEME_COLOR = '#b91c1c';
const BACKGROUND_COLOR = '#f8fafc';

// The dev server forwards API calls to the local server (apps/server, PORT 3000, or API_PROXY_TARGET), so the
// web app always talks to a same-origin '/api' and needs no CORS in development.
export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // The installable app (docs/decisions/0025-installable-app.md): our own service worker (src/sw.ts) gets the
    // list of built files injected; src/lib/app-shell/register-service-worker.ts registers it after the page loads.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      // Only in builds: the dev server keeps loading fresh modules, without a worker serving old ones.
      devOptions: { enabled: false },
      injectManifest: {
        // The app shell: pages' code, styles, icons and the manifest; never source maps or compressed copies. Fonts
        // and the map's code (Leaflet, whose tiles need the network anyway) are kept when first used instead
        // (src/sw.ts): English readers never need the Devanagari font. About 1.4 MB, ~470 KB as sent (brotli).
        globPatterns: ['**/*.{js,css,html,png,svg,webmanifest}'],
        globIgnores: ['**/*.map', '**/*.br', '**/*.gz', '**/bank-map-*.js'],
      },
      manifest: {
        id: '/app',
        name: 'RaktSetu',
        short_name: 'RaktSetu',
        description:
          'RaktSetu connects Thalassemia patients in India with voluntary blood donors, emergency SOS support and blood banks.',
        lang: 'en',
        start_url: '/app',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        categories: ['health', 'medical'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
  ],
  server: {
    proxy: {
      '/api': { target: process.env.API_PROXY_TARGET ?? 'http://localhost:3000', changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    // Maps for stack traces and the size report (scripts/size-check.mjs), never linked from the files: the server
    // refuses to send any .map (docs/decisions/0028-prerendered-first-pages.md).
    sourcemap: 'hidden',
    rollupOptions: {
      // The app (index.html), and the small script of the pre-rendered / and /login (scripts/prerender.mjs).
      input: { index: 'index.html', 'first-page': 'src/first-page/first-page.ts' },
    },
    // dist/.vite/manifest.json maps each page's source to its hashed files; .size-limit.cjs reads it for the budget.
    manifest: true,
  },
});
