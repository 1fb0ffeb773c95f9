import { defineConfig } from 'vitest/config';
import path from 'node:path';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: ['{lib,components,app,server}/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
