import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/**/test/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/*.slow.test.ts'],
    testTimeout: 120_000,
    pool: 'forks',
  },
});
