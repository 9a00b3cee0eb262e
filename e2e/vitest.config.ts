import { defineConfig } from 'vitest/config';

/** A browser test's deadline. */
const TEST_TIMEOUT = 90_000;

// Browser tests share one production server and run one file at a time: Chromium and the server already
// use both cores.
export default defineConfig({
  test: {
    name: 'e2e',
    root: 'e2e',
    include: ['**/*.test.ts'],
    fileParallelism: false,
    testTimeout: TEST_TIMEOUT,
    // A poll waits for what it polls for until near the test's own deadline: on a busy machine (CI's too) a
    // page's answer or the shop's delivery job can take far longer than on a quiet one, and a poll that gave
    // up sooner would fail a test that was only slow. The polls name no timeouts of their own.
    expect: { poll: { timeout: TEST_TIMEOUT - 5_000, interval: 100 } },
    hookTimeout: 180_000,
    globalSetup: ['./server.ts'],
  },
});
