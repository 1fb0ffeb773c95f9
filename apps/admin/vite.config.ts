import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The back office is a static single-page app under /admin/ of the shop's own origin: the shop
 * server serves dist/ with a policy of its own (no inline scripts or styles) and forwards its
 * GraphQL calls to the engine, so the staff cookie stays first-party (ADR 0028).
 */
export default defineConfig({
  base: '/admin/',
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': path.join(here, 'src') } },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false },
  server: {
    // `npm run dev --workspace @webshop/admin` beside `npm start`: calls go to the running shop.
    proxy: { '/api': process.env.SHOP_URL ?? 'http://localhost:3000' },
  },
  test: { include: ['src/**/*.test.ts', 'src/**/*.test.tsx'] },
});
