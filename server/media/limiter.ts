/** At most `slots` jobs at a time; the others wait their turn in arrival order. */
export function createLimiter(slots: number) {
  let free = slots;
  const waiting: (() => void)[] = [];
  return async function run<T>(job: () => Promise<T>): Promise<T> {
    if (free > 0) free--;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await job();
    } finally {
      // The slot passes straight to the next job, so a newcomer cannot overtake the queue.
      const next = waiting.shift();
      if (next) next();
      else free++;
    }
  };
}
