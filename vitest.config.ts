import { defineConfig } from 'vitest/config';

// One runner for the unit and API suites; the browser suite has its own config under e2e/.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
      { test: { name: 'ui', root: 'packages/ui', include: ['src/**/*.test.{ts,tsx}'] } },
      // The root scripts are plain ESM (they run before dependencies are installed), and so are their tests.
      { test: { name: 'scripts', root: 'scripts', include: ['*.test.mjs'] } },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
        },
      },
      { test: { name: 'admin', root: 'apps/admin', include: ['src/**/*.test.{ts,tsx}'] } },
    ],
  },
});
