import { defineConfig } from 'vitest/config';

// Browser tests share one production server and run one file at a time: Chromium and the server already
// use both cores.
export default defineConfig({
  test: {
    name: 'e2e',
    root: 'e2e',
    include: ['**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    globalSetup: ['./server.ts'],
  },
});
