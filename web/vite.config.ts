import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';

// The app is served by the Go binary at /app/ (web/embed.go embeds dist).
// Two pages: the backoffice app and the GraphiQL explorer that
// /api/v1/graphql serves to a browser.
export default defineConfig({
  base: '/app/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
    rollupOptions: {
      input: {
        index: resolve(import.meta.dirname, 'index.html'),
        graphiql: resolve(import.meta.dirname, 'graphiql.html'),
      },
    },
  },
  server: {
    // `npm run dev` talks to a `make run` on :8080.
    proxy: {
      '/api': { target: 'http://127.0.0.1:8080', ws: true },
      '/auth': 'http://127.0.0.1:8080',
      '/app/config.json': 'http://127.0.0.1:8080',
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
