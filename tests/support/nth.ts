/** Item `index` of a list the test expects it in (rows on screen, calls of a mock); a clear failure when it is not. */
export const nth = <T>(items: readonly T[], index: number): T => {
  const item = items[index];
  if (item === undefined) throw new Error(`Expected an item at ${index}, there are ${items.length}`);
  return item;
};

type Tuple<T, N extends number, R extends T[] = []> = R['length'] extends N ? R : Tuple<T, N, [...R, T]>;

/** The first `count` items of a list the test expects them in, to destructure: `const [a, b] = firstOf(rows, 2)`. */
export const firstOf = <T, N extends number>(items: readonly T[], count: N): Tuple<T, N> => {
  const head = items.slice(0, count);
  if (head.length < count || head.some((item) => item === undefined))
    throw new Error(`Expected ${count} items, there are ${items.length}`);
  return head as Tuple<T, N>;
};
