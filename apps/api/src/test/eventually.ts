/**
 * Retries an assertion until it passes or the time is up. For effects that arrive asynchronously by design,
 * such as a database notification reaching a listener after commit.
 */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 3000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}
