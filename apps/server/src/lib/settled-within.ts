/**
 * What `promise` gives if it settles within `ms`, else `fallback` then; a rejection within `ms`
 * passes on. The timer is cleared as soon as either happens, so waiting leaves nothing behind.
 */
export async function settledWithin<T, F>(promise: Promise<T>, ms: number, fallback: F): Promise<T | F> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<F>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  try {
    return await Promise.race([promise, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
